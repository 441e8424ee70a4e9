// Episode audio (/api/episode-audio/<id>.mp3|.m4a) the listener downloaded is in the
// `episode-downloads` cache (written by the page, src/app/episode-downloads): answered from there,
// with Range support, so it plays offline. Anything else goes to the network and is not kept: an
// episode is only on the device when the listener asked for it.
import { createPartialResponse } from 'workbox-range-requests'
import { registerRoute } from 'workbox-routing'

export const episodeDownloadsCache = 'episode-downloads'
const episodeAudioPath = /^\/api\/episode-audio\/[^/]+\.(mp3|m4a)$/

async function answer(request: Request): Promise<Response> {
  const kept = await caches.open(episodeDownloadsCache).then((cache) => cache.match(request.url))
  if (!kept) return fetch(request)
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept
}

export function registerEpisodeAudio(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && episodeAudioPath.test(url.pathname),
    ({ request }) => answer(request),
  )
}
