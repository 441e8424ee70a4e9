// Reads a member opens once must show offline: scripts, templates and the script library are
// answered from the `api-reads` cache at once and refreshed from the network behind it
// (stale-while-revalidate). When the refresh brings something new (another ETag), the page is
// told, and refetches (src/app/pwa/cache-updates.ts). The cache is keyed by URL, not by who
// asked, so the app deletes it on sign-out (see src/app/offline).
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

export const apiReadsCache = 'api-reads'
const cachedReads = /^\/api\/(scripts|templates|library)(\/|$)/

export function registerApiReads(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && cachedReads.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: apiReadsCache,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new BroadcastUpdatePlugin({ headersToCheck: ['etag'] }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  )
}
