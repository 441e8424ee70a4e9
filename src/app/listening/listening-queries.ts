// Reads and writes of /favourites and /history. The member's lists are persisted reads that show
// offline; a favourite goes through the sync queue (the screen shows it at once, the server gets it
// when it can); removing a history entry needs the server. A signed-out listener's history is this
// device's own.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { use, useCallback } from 'react'
import type { EpisodeSummary, EpisodeView } from '#contract/episodes'
import { listeningApi, type Favourite } from '#contract/listening'
import type { Page } from '#contract/pagination'
import { useUser } from '../auth/use-user'
import { episodeKeys } from '../episodes'
import { OfflineContext } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import { deviceHistory } from './device-history'
import { listeningKeys } from './listening-keys'
import { queueFavourite } from './queue-listening'

export const listeningPageSize = 20

export function useFavourites() {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: listeningKeys.favourites(),
    queryFn: ({ pageParam }) =>
      api.request(listeningApi.favourites, { query: { cursor: pageParam, limit: listeningPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

export function useListeningHistory() {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: listeningKeys.history(),
    queryFn: ({ pageParam }) =>
      api.request(listeningApi.history, { query: { cursor: pageParam, limit: listeningPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

/** This device's history (a signed-out listener's), newest first. */
export function useDeviceHistory() {
  return useQuery({
    queryKey: listeningKeys.deviceHistory(),
    queryFn: () => deviceHistory().all(),
    networkMode: 'always',
    staleTime: 0,
  })
}

export function useForgetOnDevice() {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (episodeId: string) => deviceHistory().remove(episodeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listeningKeys.deviceHistory() }),
  })
}

/** Removes an episode from the member's history on the server. */
export function useForgetListen() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (episodeId: string) => api.request(listeningApi.forget, { params: { episodeId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listeningKeys.history() }),
  })
}

type FavouritePages = InfiniteData<Page<Favourite>, string | undefined>

/** Marks or unmarks a favourite: shown at once (the episode's page, the favourites list), queued for
 *  the server, sent now when online. */
export function useSetFavourite() {
  const user = useUser()
  const { api } = useAppContext().auth
  const storage = use(OfflineContext)
  const queryClient = useQueryClient()
  return useCallback(
    async (episode: EpisodeSummary, favourite: boolean) => {
      if (!user) return
      queryClient.setQueryData<EpisodeView>(
        episodeKeys.view(episode.linkId),
        (old) => old && { ...old, viewer: { ...old.viewer, favourite } },
      )
      if (!favourite) {
        queryClient.setQueryData<FavouritePages>(
          listeningKeys.favourites(),
          (old) =>
            old && {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.episode.id !== episode.id),
              })),
            },
        )
      }
      const services = await storage.open()
      if (services) await queueFavourite(services.syncQueue, { userId: user.id, episodeId: episode.id, favourite })
      else
        await api
          .request(favourite ? listeningApi.favourite : listeningApi.unfavourite, { params: { episodeId: episode.id } })
          .catch(() => undefined)
      // Offline the list keeps what it showed; online it reads what the server now has.
      if (navigator.onLine) await queryClient.invalidateQueries({ queryKey: listeningKeys.favourites() })
    },
    [user, api, storage, queryClient],
  )
}
