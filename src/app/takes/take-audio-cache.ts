// The page's side of the `take-audio` cache the service worker fills (sw/take-audio.ts, same name):
// a take uploaded from this device is put there before its chunks are freed, so it still plays
// offline; playback reads it back. Keyed by the take's audio URL. Absent Cache Storage (old
// browsers, jsdom, insecure origins) means nothing is kept and nothing is found.
import { takeAudioPath } from '#contract/takes'

export const takeAudioCache = 'take-audio'

const hasCacheStorage = () => typeof caches !== 'undefined'

export async function readCachedTakeAudio(takeId: string): Promise<Blob | undefined> {
  if (!hasCacheStorage() || !(await caches.has(takeAudioCache))) return undefined
  const cache = await caches.open(takeAudioCache)
  const response = await cache.match(takeAudioPath(takeId))
  return response ? response.blob() : undefined
}

export async function keepTakeAudio(takeId: string, audio: Blob): Promise<void> {
  if (!hasCacheStorage()) return
  const cache = await caches.open(takeAudioCache)
  const headers = { 'Content-Type': audio.type || 'application/octet-stream', 'Content-Length': String(audio.size) }
  // The bytes rather than the Blob: a Blob from another realm (IndexedDB in a test) is not a body everywhere.
  await cache.put(takeAudioPath(takeId), new Response(await audio.arrayBuffer(), { status: 200, headers }))
}
