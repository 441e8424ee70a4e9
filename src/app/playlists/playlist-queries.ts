// The member's playlists (/playlists) and one playlist (/playlist/:id), as the server last answered
// with this device's waiting edits on top (with-waiting-edits.ts), the signed-in member's only. Reads
// show what this device last saw (offline too) and are read afresh on every visit; an edit reaching
// the server reads both again.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { playlistsApi, type Playlist, type PlaylistView } from '#contract/playlists'
import { isMissing } from '../api/api-error'
import { useUser } from '../auth/use-user'
import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import type { ReadQuery } from '../ui/query-states'
import { cachedEpisode } from './cached-episode'
import { allWaitingEdits } from './playlist-edits'
import type { PlaylistEdits } from './playlist-ops'
import { playlistKeys } from './playlist-keys'
import { onPlaylistSynced } from './playlist-sync-events'
import { listWithEdits, viewWithEdits } from './with-waiting-edits'

export const playlistsPageSize = 20

/** Edits reaching the server: read the playlists again, then drop the waiting copies (in that order,
 *  so nothing flickers back to the old state). */
function useReadAgainWhenSynced() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onPlaylistSynced((playlistId) => {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: playlistKeys.view(playlistId) }),
          queryClient.invalidateQueries({ queryKey: playlistKeys.list() }),
        ]).then(() => queryClient.invalidateQueries({ queryKey: playlistKeys.waiting() }))
      }),
    [queryClient],
  )
}

const noEdits: ReadonlyMap<string, PlaylistEdits> = new Map()

/** The signed-in member's waiting edits, by playlist; another member's on this device are theirs. */
export function useWaitingPlaylistEdits() {
  const { db } = useOffline()
  const userId = useUser()?.id ?? null
  useReadAgainWhenSynced()
  return useQuery({
    queryKey: playlistKeys.waitingOf(userId),
    queryFn: () => (userId ? allWaitingEdits(db, userId) : noEdits),
    networkMode: 'always',
    staleTime: 0,
  })
}

export function usePlaylists() {
  const { api } = useAppContext().auth
  const user = useUser()
  const waiting = useWaitingPlaylistEdits()
  const query = useInfiniteQuery({
    queryKey: playlistKeys.list(),
    queryFn: ({ pageParam }) =>
      api.request(playlistsApi.list, { query: { cursor: pageParam, limit: playlistsPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
  const items = useMemo((): Playlist[] | undefined => {
    if (!query.data) return undefined
    const server = query.data.pages.flatMap((page) => page.items)
    return waiting.data ? listWithEdits(server, waiting.data, user, new Date()) : server
  }, [query.data, waiting.data, user])
  return { query, items }
}

/** The playlist as it shows, through the same states every read has; a playlist made on this device
 *  that the server does not have yet shows from its waiting edits. */
export function usePlaylist(id: string): ReadQuery<PlaylistView> {
  const { api } = useAppContext().auth
  const user = useUser()
  const queryClient = useQueryClient()
  const waiting = useWaitingPlaylistEdits()
  const query = useQuery({
    queryKey: playlistKeys.view(id),
    queryFn: () => api.request(playlistsApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
  const ops = waiting.data?.get(id)?.ops
  const data = useMemo(() => {
    const server = query.data ?? null
    if (!ops) return query.data
    if (!server && query.error && !isMissing(query.error)) return undefined
    return (
      viewWithEdits(server, id, ops, user, (episodeId) => cachedEpisode(queryClient, episodeId), new Date()) ??
      undefined
    )
  }, [query.data, query.error, ops, id, user, queryClient])
  return {
    data,
    error: query.error,
    isPending: data === undefined && (query.isPending || waiting.isPending),
    fetchStatus: query.fetchStatus,
    refetch: query.refetch,
  }
}
