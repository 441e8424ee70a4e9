// Channels read through TanStack Query (the cache is persisted, so a channel seen once shows
// offline) and changed on the server: every change needs a connection and fails at once offline
// with its message (networkMode 'always'), since a channel is shared with its listeners.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { channelsApi, type ChannelView } from '#contract/channels'
import type { EndpointBody } from '#contract/endpoint'
import { episodesApi } from '#contract/episodes'
import { uploadBytes } from '../api/upload-bytes'
import { useAppContext } from '../router/use-app-context'
import { channelKeys } from './channel-keys'

/** What a channel's form sends: every field, as the server stores it. */
export type ChannelBody = EndpointBody<typeof channelsApi.update>

export const channelsPageSize = 10
export const episodesPageSize = 20

const nextCursor = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined

export function useChannel(id: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: channelKeys.detail(id),
    queryFn: () => api.request(channelsApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
  })
}

export function useMyChannels(enabled = true) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: channelKeys.mine(),
    queryFn: ({ pageParam }) =>
      api.request(channelsApi.mine, { query: { cursor: pageParam, limit: channelsPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    networkMode: 'offlineFirst',
    staleTime: 0,
    enabled,
  })
}

export function useFollowedChannels(enabled = true) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: channelKeys.followed(),
    queryFn: ({ pageParam }) =>
      api.request(channelsApi.followed, { query: { cursor: pageParam, limit: channelsPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    networkMode: 'offlineFirst',
    staleTime: 0,
    enabled,
  })
}

/** Channels the member may publish to: their own and their classes' (as teacher or student). */
export function usePublishableChannels(enabled = true) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: channelKeys.publishable(),
    queryFn: () => api.request(channelsApi.publishable),
    select: (answer) => answer.items,
    networkMode: 'offlineFirst',
    staleTime: 0,
    enabled,
  })
}

export function useLatestEpisodes() {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: channelKeys.latestEpisodes(),
    queryFn: ({ pageParam }) =>
      api.request(episodesApi.latest, { query: { cursor: pageParam, limit: episodesPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    networkMode: 'offlineFirst',
  })
}

/** Keeps the server's answer as the channel and reads the lists that show it again. */
function useKeepChannel() {
  const queryClient = useQueryClient()
  return (channel: ChannelView) => {
    queryClient.setQueryData(channelKeys.detail(channel.id), channel)
    void queryClient.invalidateQueries({ queryKey: channelKeys.all() })
  }
}

export function useCreateChannel() {
  const { api } = useAppContext().auth
  const keep = useKeepChannel()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: ChannelBody & { classId?: string }) => api.request(channelsApi.create, { body }),
    onSuccess: keep,
  })
}

export function useUpdateChannel(id: string) {
  const { api } = useAppContext().auth
  const keep = useKeepChannel()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: ChannelBody) => api.request(channelsApi.update, { params: { id }, body }),
    onSuccess: keep,
  })
}

export function useDeleteChannel(id: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => api.request(channelsApi.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: channelKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: channelKeys.all() })
    },
  })
}

/** The image file itself is the body; the server checks its bytes and makes the square sizes. */
export function useUploadArtwork() {
  const { auth } = useAppContext()
  const keep = useKeepChannel()
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ channelId, file }: { channelId: string; file: File }) =>
      uploadBytes<ChannelView>(auth, {
        method: 'PUT',
        path: channelsApi.artwork.path.replace(':id', encodeURIComponent(channelId)),
        body: file,
        contentType: file.type,
      }),
    onSuccess: keep,
  })
}

export function useFollowChannel(id: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (follow: boolean) =>
      api.request(follow ? channelsApi.follow : channelsApi.unfollow, { params: { id } }),
    onSuccess: (_, follow) => {
      queryClient.setQueryData<ChannelView>(channelKeys.detail(id), (channel) =>
        channel && channel.viewer.following !== follow
          ? {
              ...channel,
              followerCount: channel.followerCount + (follow ? 1 : -1),
              viewer: { ...channel.viewer, following: follow },
            }
          : channel,
      )
      void queryClient.invalidateQueries({ queryKey: channelKeys.all() })
    },
  })
}
