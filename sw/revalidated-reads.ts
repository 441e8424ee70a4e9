// Every JSON read the app repeats is asked with the ETag of the answer it got last (If-None-Match),
// and a 304, headers alone, is answered from that copy (issue 36). The browser's own HTTP cache
// does this in Chromium and Firefox; WebKit's ephemeral sessions keep no HTTP cache at all, so the
// service worker does it itself, for every engine alike. A request carrying its own If-None-Match
// is left to the browser, which then passes the 304 through (the Fetch standard's rule).
import type { WorkboxPlugin } from 'workbox-core'
import { CacheExpiration } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'

/** The copies the ETags belong to; named `api-…`, so signing out deletes it (see src/app/offline). */
export const revalidatedReadsCache = 'api-etags'

const keptAtMost = 300

/** For a strategy that keeps the answers it gets in `cacheName` itself (`keeps: false`), or one
 *  that keeps nothing (`keeps: true`: the plugin keeps each answer that has an ETag). */
export function revalidationPlugin(cacheName: string, { keeps }: { keeps: boolean }): WorkboxPlugin {
  const expiration = keeps ? new CacheExpiration(cacheName, { maxEntries: keptAtMost }) : null
  const keptCopy = async (request: Request) => (await caches.open(cacheName)).match(request)
  return {
    requestWillFetch: async ({ request }) => {
      if (request.headers.has('if-none-match')) return request
      const etag = (await keptCopy(request))?.headers.get('etag')
      if (!etag) return request
      const headers = new Headers(request.headers)
      headers.set('if-none-match', etag)
      return new Request(request, { headers })
    },
    fetchDidSucceed: async ({ request, response }) => {
      if (response.status === 304) {
        const kept = await keptCopy(request)
        if (kept) return kept
        // Deleted while asked (a sign-out): ask again for the whole answer.
        const headers = new Headers(request.headers)
        headers.delete('if-none-match')
        return fetch(new Request(request, { headers }))
      }
      if (expiration && response.status === 200 && response.headers.has('etag')) {
        await (await caches.open(cacheName)).put(request, response.clone())
        await expiration.updateTimestamp(request.url)
        await expiration.expireEntries()
      }
      return response
    },
  }
}

/** The app's JSON reads that no other route answers: asked of the network only, as before, but
 *  conditionally. Registered last, after the routes for files and the reads kept for offline. */
export function registerRevalidatedReads(origin: string): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === origin &&
      url.pathname.startsWith('/api/') &&
      (request.headers.get('accept') ?? '').includes('application/json') &&
      request.cache !== 'no-store' &&
      request.cache !== 'reload',
    new NetworkOnly({ plugins: [revalidationPlugin(revalidatedReadsCache, { keeps: true })] }),
  )
}
