// The 9 background tracks are precached (see vite.config.ts). An <audio> element asks for them with
// a Range header, and Safari will not play a full 200 answer to it, so they are answered from the
// precache through RangeRequestsPlugin: Workbox's "Serve cached audio and video" recipe. Registered
// before precacheAndRoute, which would otherwise answer first with the whole file.
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { cacheNames } from 'workbox-core'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

const trackPath = /^\/tracks\/track-\d+\.mp3$/

export function registerTrackAudio(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && trackPath.test(url.pathname),
    new CacheFirst({
      cacheName: cacheNames.precache,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
      // Precache keys of files without a hash in their name carry a __WB_REVISION__ parameter.
      matchOptions: { ignoreSearch: true, ignoreVary: true },
    }),
  )
}
