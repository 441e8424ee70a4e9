// Where this listener stopped in an episode, and how a new position is kept. A member's comes from
// the server (the episode view) and goes through the sync queue, so a position made offline is sent
// once the network is back; a signed-out listener's lives in this device's history.
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { use, useCallback, useEffect, useState } from 'react'
import type { EpisodeSummary, EpisodeView } from '#contract/episodes'
import { listeningApi } from '#contract/listening'
import { useUser } from '#app/auth/use-user'
import { deviceHistory, listeningKeys, queuePosition } from '#app/listening'
import { OfflineContext } from '#app/offline/offline-services'
import { useAppContext } from '#app/router/use-app-context'
import { episodeKeys } from '../episode-keys'

export interface StoredPosition {
  positionMs: number
  finished: boolean
}

/** undefined: not known yet. */
type Known = StoredPosition | null | undefined

function memberPosition(view: UseQueryResult<EpisodeView>): Known {
  if (view.data)
    return view.data.viewer.positionMs === null ? null : { positionMs: view.data.viewer.positionMs, finished: false }
  // No answer to wait for (offline with nothing cached, or refused): play from the start.
  return view.isError || view.fetchStatus === 'paused' ? null : undefined
}

export function useListenerPosition(episode: EpisodeSummary | undefined, view: UseQueryResult<EpisodeView>) {
  const user = useUser()
  const { api } = useAppContext().auth
  const storage = use(OfflineContext)
  const queryClient = useQueryClient()
  const [onDevice, setOnDevice] = useState<{ episodeId: string; stored: StoredPosition | null } | null>(null)
  const episodeId = episode?.id

  useEffect(() => {
    if (user || !episodeId) return
    let live = true
    void deviceHistory()
      .get(episodeId)
      .then((entry) => {
        if (live)
          setOnDevice({ episodeId, stored: entry && { positionMs: entry.positionMs, finished: entry.finished } })
      })
    return () => {
      live = false
    }
  }, [user, episodeId])

  const stored: Known = user ? memberPosition(view) : onDevice?.episodeId === episodeId ? onDevice?.stored : undefined

  const save = useCallback(
    (playing: EpisodeSummary, positionMs: number, finished: boolean) => {
      const listenedAt = new Date().toISOString()
      if (!user) {
        void deviceHistory()
          .put({ episode: playing, positionMs, finished, listenedAt })
          .then(() => queryClient.invalidateQueries({ queryKey: listeningKeys.deviceHistory() }))
        return
      }
      queryClient.setQueryData<EpisodeView>(
        episodeKeys.view(playing.linkId),
        (old) => old && { ...old, viewer: { ...old.viewer, positionMs } },
      )
      const payload = { userId: user.id, episodeId: playing.id, positionMs, finished, listenedAt }
      void storage
        .open()
        .then((services) =>
          services
            ? queuePosition(services.syncQueue, payload)
            : api.request(listeningApi.position, {
                params: { episodeId: playing.id },
                body: { positionMs, finished, listenedAt },
              }),
        )
        .catch(() => undefined)
    },
    [user, storage, api, queryClient],
  )

  return { stored, save }
}
