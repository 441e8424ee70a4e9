// A channel's episodes (published ones, and every one for its editors), those waiting for a
// teacher's approval, and what editors do with an episode. Changes need the server (networkMode
// 'always') and read the channel's lists again.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { episodesApi } from '#contract/episodes'
import { episodeKeys } from '../episodes'
import { useAppContext } from '../router/use-app-context'
import { channelKeys } from './channel-keys'
import { episodesPageSize } from './channel-queries'

const nextCursor = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined

export function useChannelEpisodes(channelId: string) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: channelKeys.episodes(channelId),
    queryFn: ({ pageParam }) =>
      api.request(episodesApi.ofChannel, {
        params: { id: channelId },
        query: { cursor: pageParam, limit: episodesPageSize },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

/** Students' episodes on a class channel waiting for a teacher; read again every 30 s while shown. */
export function useWaitingEpisodes(channelId: string) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: channelKeys.waiting(channelId),
    queryFn: ({ pageParam }) =>
      api.request(episodesApi.waiting, {
        params: { id: channelId },
        query: { cursor: pageParam, limit: episodesPageSize },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    networkMode: 'offlineFirst',
    staleTime: 0,
    refetchInterval: 30_000,
  })
}

function useRefreshChannels() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: channelKeys.all() })
    void queryClient.invalidateQueries({ queryKey: episodeKeys.all() })
  }
}

export interface EpisodeChange {
  title?: string
  description?: string
  /** ISO time; null unpublishes. */
  publishAt?: string | null
}

export function useUpdateEpisode(linkId: string) {
  const { api } = useAppContext().auth
  const refresh = useRefreshChannels()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: EpisodeChange) => api.request(episodesApi.update, { params: { linkId }, body }),
    onSuccess: refresh,
  })
}

export function useDeleteEpisode(linkId: string) {
  const { api } = useAppContext().auth
  const refresh = useRefreshChannels()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => api.request(episodesApi.remove, { params: { linkId } }),
    onSuccess: refresh,
  })
}

export function useApproveEpisode(linkId: string) {
  const { api } = useAppContext().auth
  const refresh = useRefreshChannels()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => api.request(episodesApi.approve, { params: { linkId } }),
    onSuccess: refresh,
  })
}
