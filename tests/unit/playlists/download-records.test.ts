import { openDB } from 'idb'
import { afterEach, expect, it, vi } from 'vitest'
import { deviceDownloadRecords, downloadsCacheName } from '#app/episode-downloads/download-records'
import { keptDownloads, strayAudioAgeMs, throttledProgress } from '#app/episode-downloads/episode-downloads'
import { formatSize } from '#app/ui/format-size'
import { newId } from '#shared/new-id'
import { episode } from './support'

it('keeps a record per episode, newest first, and forgets one or all', async () => {
  const records = deviceDownloadRecords(`downloads-${newId()}`)
  await records.put({
    episode: episode('a'),
    url: 'http://podcast.localhost/api/episode-audio/a.mp3',
    size: 1000,
    downloadedAt: 1,
  })
  await records.put({
    episode: episode('b'),
    url: 'http://podcast.localhost/api/episode-audio/b.mp3',
    size: 2000,
    downloadedAt: 2,
  })
  await records.put({
    episode: episode('a'),
    url: 'http://podcast.localhost/api/episode-audio/a.mp3',
    size: 1500,
    downloadedAt: 3,
  })
  expect((await records.all()).map((record) => [record.episode.id, record.size])).toEqual([
    ['a', 1500],
    ['b', 2000],
  ])
  expect((await records.get('b'))?.size).toBe(2000)
  await records.remove('a')
  expect((await records.all()).map((record) => record.episode.id)).toEqual(['b'])
  await records.clear()
  expect(await records.all()).toEqual([])
})

it('says sizes as people read them', () => {
  expect(formatSize(500)).toBe('1 KB')
  expect(formatSize(3.4 * 1024 * 1024)).toBe('3.4 MB')
  expect(formatSize(1.25 * 1024 ** 3)).toBe('1.3 GB')
})

it('keeps each named database apart', async () => {
  const first = deviceDownloadRecords(`downloads-${newId()}`)
  const second = deviceDownloadRecords(`downloads-${newId()}`)
  await first.put({
    episode: episode('a'),
    url: 'http://podcast.localhost/api/episode-audio/a.mp3',
    size: 1000,
    downloadedAt: 1,
  })
  expect(await first.all()).toHaveLength(1)
  expect(await second.all()).toEqual([])
})

/** jsdom has no Cache Storage: one cache with the calls the downloads make, keyed by URL. */
function installDownloadsCache(): Map<string, Response> {
  const entries = new Map<string, Response>()
  const cache = {
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (url: string) => entries.get(url)?.clone(),
    put: async (url: string, response: Response) => void entries.set(url, response),
    delete: async (url: string) => entries.delete(url),
  }
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: { open: async (name: string) => (name === downloadsCacheName ? cache : null) },
  })
  return entries
}
afterEach(() => Reflect.deleteProperty(globalThis, 'caches'))

it('reading the list drops a record without audio, and audio left without a record once it is not a download still finishing', async () => {
  const now = 1_000_000
  const audio = (id: string) => `http://podcast.localhost/api/episode-audio/${id}.mp3`
  const cached = (at: number | null) =>
    new Response('audio', { headers: at === null ? {} : { 'x-downloaded-at': String(at) } })
  const entries = installDownloadsCache()
  entries.set(audio('kept'), cached(now - 10 * strayAudioAgeMs))
  entries.set(audio('stray'), cached(now - 2 * strayAudioAgeMs))
  entries.set(audio('unmarked'), cached(null))
  entries.set(audio('finishing'), cached(now - 1000))
  const records = deviceDownloadRecords(`downloads-${newId()}`)
  await records.put({ episode: episode('kept'), url: audio('kept'), size: 5, downloadedAt: 1 })
  await records.put({ episode: episode('evicted'), url: audio('evicted'), size: 5, downloadedAt: 2 })

  expect((await keptDownloads(records, now)).map((record) => record.episode.id)).toEqual(['kept'])
  expect((await records.all()).map((record) => record.episode.id)).toEqual(['kept'])
  expect([...entries.keys()].sort()).toEqual([audio('finishing'), audio('kept')])
})

it('tells progress at most every 100 ms, and always the end', () => {
  let clock = 0
  const told: number[] = []
  const progress = throttledProgress(
    (loaded) => told.push(loaded),
    100,
    () => clock,
  )
  for (const loaded of [10, 20, 30]) progress(loaded, 100)
  clock = 150
  progress(40, 100)
  progress(100, 100)
  expect(told).toEqual([10, 40, 100])
})

it('a record that does not read (an older or newer version’s episode shape) keeps its audio, and stays (decision 079)', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const url = 'http://podcast.localhost/api/episode-audio/older.mp3'
  const entries = installDownloadsCache()
  entries.set(url, new Response('audio', { headers: { 'x-downloaded-at': '1' } }))
  const name = `downloads-${newId()}`
  const records = deviceDownloadRecords(name)
  await records.all()
  const raw = await openDB(name)
  await raw.put(
    'downloads',
    { episode: { id: 'older', title: 'From an older version' }, url, size: 5, downloadedAt: 1 },
    'older',
  )
  raw.close()

  expect(await keptDownloads(records, 10 * strayAudioAgeMs)).toEqual([])
  expect([...entries.keys()]).toEqual([url])
  expect(await records.urls()).toEqual(new Set([url]))
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})
