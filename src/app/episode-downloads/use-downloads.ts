// The downloads as the screens see them: records whose audio is still in the cache (keptDownloads
// tidies what a cut-short download or the browser's eviction left), and the actions on them. Device data: never persisted with the query cache, always read from here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { episodesApi, type EpisodeSummary } from '#contract/episodes'
import { episodeKeys } from '../episodes'
import { useAppContext } from '../router/use-app-context'
import { deviceDownloadRecords } from './download-records'
import {
  downloadEpisode,
  keptDownloads,
  removeAllDownloads,
  removeDownload,
  storageEstimate,
} from './episode-downloads'

const records = deviceDownloadRecords()
const downloadKeys = {
  all: () => ['device', 'episode-downloads'] as const,
  estimate: () => ['device', 'storage-estimate'] as const,
}

export function useDownloads() {
  return useQuery({ queryKey: downloadKeys.all(), queryFn: () => keptDownloads(records), networkMode: 'always' })
}

export function useStorageEstimate() {
  return useQuery({ queryKey: downloadKeys.estimate(), queryFn: storageEstimate, networkMode: 'always' })
}

function useRefreshDownloads() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: downloadKeys.all() }),
      queryClient.invalidateQueries({ queryKey: downloadKeys.estimate() }),
    ])
}

export interface DownloadProgress {
  /** 1-based number of the episode being fetched, of `count`. */
  index: number
  count: number
  /** 0–1 of the current episode. */
  fraction: number
}

/** Downloads the episodes one after another (already downloaded ones are skipped), with progress.
 *  Each episode's page is read too, so it shows (with its transcript) offline from the query cache. */
export function useDownloadEpisodes() {
  const refresh = useRefreshDownloads()
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: async (episodes: readonly EpisodeSummary[]) => {
      const kept = new Set((await keptDownloads(records)).map((record) => record.episode.id))
      const missing = episodes.filter((episode) => !kept.has(episode.id))
      for (const [index, episode] of missing.entries()) {
        setProgress({ index: index + 1, count: missing.length, fraction: 0 })
        await downloadEpisode(records, episode, (loaded, total) =>
          setProgress({ index: index + 1, count: missing.length, fraction: total > 0 ? loaded / total : 0 }),
        )
        await queryClient.prefetchQuery({
          queryKey: episodeKeys.view(episode.linkId),
          queryFn: () => api.request(episodesApi.get, { params: { linkId: episode.linkId } }),
        })
      }
    },
    onSettled: () => {
      setProgress(null)
      return refresh()
    },
  })
  return { ...mutation, progress }
}

export function useRemoveDownloads() {
  const refresh = useRefreshDownloads()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (episodeIds: readonly string[] | 'all') => {
      if (episodeIds === 'all') return removeAllDownloads(records)
      const ids = new Set(episodeIds)
      for (const record of (await records.all()).filter((entry) => ids.has(entry.episode.id)))
        await removeDownload(records, record)
    },
    onSettled: refresh,
  })
}
