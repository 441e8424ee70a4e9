// Take audio (/api/takes/:id/audio) is cache-first in `take-audio`: a take's bytes never change, so
// once heard (or uploaded from this device, see src/app/sessions/playback/take-audio-cache.ts) it plays
// offline. Only whole 200 answers are kept, keyed by URL; a Range request is answered from the
// cached whole take, and on a miss the whole take is fetched once (without the Range) and kept.
// Keyed by URL and not by who asked, so the app deletes this cache on sign-out.
import { createPartialResponse } from 'workbox-range-requests'
import { registerRoute } from 'workbox-routing'

export const takeAudioCache = 'take-audio'
const takeAudioPath = /^\/api\/takes\/[^/]+\/audio$/

async function fetchWhole(request: Request): Promise<Response> {
  const headers = new Headers(request.headers)
  headers.delete('range')
  return fetch(request.url, { headers, credentials: request.credentials, cache: 'no-store' })
}

async function answer(request: Request): Promise<Response> {
  const cache = await caches.open(takeAudioCache)
  let whole = await cache.match(request.url)
  if (!whole) {
    const response = await fetchWhole(request)
    if (response.status !== 200) return response
    await cache.put(request.url, response.clone()).catch(() => undefined) // a full disk must not fail the play
    whole = response
  }
  return request.headers.has('range') ? createPartialResponse(request, whole) : whole
}

export function registerTakeAudio(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && takeAudioPath.test(url.pathname),
    ({ request }) => answer(request),
  )
}
