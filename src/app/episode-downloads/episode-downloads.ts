// Downloading an episode for offline play: its whole audio is fetched (with progress) into the
// `episode-downloads` cache under its absolute URL, where the service worker (sw/episode-audio.ts)
// answers the player's Range requests from; then its record is written. The first download asks
// the browser to keep the site's storage (navigator.storage.persist()).
import type { EpisodeSummary } from '../../contract/episodes'
import { downloadsCacheName, type DownloadRecord, type DownloadRecords } from './download-records'

export type Progress = (loaded: number, total: number) => void

export const audioUrlOf = (episode: EpisodeSummary, origin = location.origin) => new URL(episode.audioUrl, origin).href

async function readWhole(response: Response, expected: number, onProgress: Progress): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || expected
  if (!response.body) return response.blob()
  const reader = response.body.getReader()
  const parts: Uint8Array<ArrayBuffer>[] = []
  let loaded = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    loaded += value.byteLength
    onProgress(loaded, total)
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? undefined })
}

async function askToKeepStorage(): Promise<void> {
  if (typeof navigator.storage?.persist !== 'function') return
  if (await navigator.storage.persisted().catch(() => false)) return
  await navigator.storage.persist().catch(() => false)
}

export async function downloadEpisode(records: DownloadRecords, episode: EpisodeSummary, onProgress: Progress = () => undefined): Promise<DownloadRecord> {
  void askToKeepStorage()
  const url = audioUrlOf(episode)
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`“${episode.title}” could not be downloaded (the server answered ${response.status}).`)
  const blob = await readWhole(response, episode.size, onProgress)
  const cache = await caches.open(downloadsCacheName)
  await cache.put(url, new Response(blob, { headers: { 'content-type': blob.type || episode.mime, 'content-length': String(blob.size) } }))
  const record: DownloadRecord = { episode, url, size: blob.size, downloadedAt: Date.now() }
  await records.put(record)
  return record
}

export async function removeDownload(records: DownloadRecords, record: Pick<DownloadRecord, 'url' | 'episode'>): Promise<void> {
  await (await caches.open(downloadsCacheName)).delete(record.url)
  await records.remove(record.episode.id)
}

export async function removeAllDownloads(records: DownloadRecords): Promise<void> {
  await caches.delete(downloadsCacheName)
  await records.clear()
}

/** What the browser says the whole site uses and may use; null where it does not say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator.storage?.estimate !== 'function') return null
  const { usage, quota } = await navigator.storage.estimate()
  return usage === undefined || quota === undefined ? null : { usage, quota }
}
