// Downloading an episode for offline play: its whole audio is fetched (with progress) into the
// `episode-downloads` cache under its absolute URL, where the service worker (sw/episode-audio.ts)
// answers the player's Range requests from; then its record is written. The first download asks
// the browser to keep the site's storage (navigator.storage.persist()). Reading the list drops what
// a reload between the two left half-done: a record without audio, and audio without a record.
import type { EpisodeSummary } from '#contract/episodes'
import { downloadsCacheName, type DownloadRecord, type DownloadRecords } from './download-records'

export type Progress = (loaded: number, total: number) => void

/** When the audio went into the cache: audio with no record younger than `strayAudioAgeMs` may be a
 *  download (in another tab too) about to write its record, so it is left alone. */
const downloadedAtHeader = 'x-downloaded-at'
export const strayAudioAgeMs = 60_000
/** Progress is told at most this often (a fast download reads many small chunks). */
export const progressEveryMs = 100

export const audioUrlOf = (episode: EpisodeSummary, origin = location.origin) => new URL(episode.audioUrl, origin).href

/** Calls `onProgress` at most every `everyMs`, and always for the end. */
export function throttledProgress(
  onProgress: Progress,
  everyMs = progressEveryMs,
  now: () => number = () => performance.now(),
): Progress {
  let last = -Infinity
  return (loaded, total) => {
    const at = now()
    if (at - last < everyMs && loaded < total) return
    last = at
    onProgress(loaded, total)
  }
}

async function readWhole(response: Response, expected: number, told: Progress): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || expected
  const onProgress = throttledProgress(told)
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

export async function downloadEpisode(
  records: DownloadRecords,
  episode: EpisodeSummary,
  onProgress: Progress = () => undefined,
): Promise<DownloadRecord> {
  void askToKeepStorage()
  const url = audioUrlOf(episode)
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok)
    throw new Error(`“${episode.title}” could not be downloaded (the server answered ${response.status}).`)
  const blob = await readWhole(response, episode.size, onProgress)
  const cache = await caches.open(downloadsCacheName)
  await cache.put(
    url,
    new Response(blob, {
      headers: {
        'content-type': blob.type || episode.mime,
        'content-length': String(blob.size),
        [downloadedAtHeader]: String(Date.now()),
      },
    }),
  )
  const record: DownloadRecord = { episode, url, size: blob.size, downloadedAt: Date.now() }
  await records.put(record)
  return record
}

/** The records whose audio is still in the cache. A record whose audio the browser evicted is
 *  dropped, so nothing claims to play offline that cannot; audio left with no record (a reload
 *  between caching it and writing the record) is deleted once it is older than `strayAudioAgeMs`. */
export async function keptDownloads(store: DownloadRecords, now = Date.now()): Promise<DownloadRecord[]> {
  if (typeof caches === 'undefined') return []
  const cache = await caches.open(downloadsCacheName)
  const cached = (await cache.keys()).map((request) => request.url)
  const kept = new Set(cached)
  const all = await store.all()
  // Every record's URL, read or not: a record an older version wrote keeps its audio (decision 079).
  const recorded = await store.urls()
  await Promise.all(all.filter((record) => !kept.has(record.url)).map((record) => store.remove(record.episode.id)))
  await Promise.all(
    cached
      .filter((url) => !recorded.has(url))
      .map(async (url) => {
        const cachedAt = Number((await cache.match(url))?.headers.get(downloadedAtHeader) ?? Number.NaN)
        if (!(cachedAt > now - strayAudioAgeMs)) await cache.delete(url)
      }),
  )
  return all.filter((record) => kept.has(record.url))
}

export async function removeDownload(
  records: DownloadRecords,
  record: Pick<DownloadRecord, 'url' | 'episode'>,
): Promise<void> {
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
