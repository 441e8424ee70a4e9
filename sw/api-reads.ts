// Reads a member opens once must show offline: scripts, templates and the script library are
// answered from the network whenever it answers, and kept in the `api-reads` cache for when it
// does not (network first). Online, a list is never older than the server's (issue 34: the
// stale-while-revalidate this replaced showed the copy of a former visit first, and a script made on
// another device appeared only on a later reload). The cache is keyed by URL, not by who asked, so
// the app deletes it on sign-out (see src/app/offline).
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { revalidationPlugin } from './revalidated-reads'

export const apiReadsCache = 'api-reads'
const cachedReads = /^\/api\/(scripts|templates|library)(\/|$)/

export function registerApiReads(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && cachedReads.test(url.pathname),
    new NetworkFirst({
      cacheName: apiReadsCache,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        // Asked with the kept copy's ETag; a 304 is answered from the copy.
        revalidationPlugin(apiReadsCache, { keeps: false }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  )
}
