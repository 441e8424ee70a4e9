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
 *  that keeps nothing (`keeps: true`: the plugin keeps each answer that has an ETag). Storage that
 *  fails (a full disk) costs only the saving: the read is answered as if there were no copy. */
export function revalidationPlugin(cacheName: string, { keeps }: { keeps: boolean }): WorkboxPlugin {
  const expiration = keeps ? new CacheExpiration(cacheName, { maxEntries: keptAtMost }) : null
  const keptCopy = async (request: Request) => {
    try {
      return await (await caches.open(cacheName)).match(request)
    } catch {
      return undefined
    }
  }
  const keep = async (request: Request, response: Response) => {
    await (await caches.open(cacheName)).put(request, response)
    await expiration?.updateTimestamp(request.url)
    await expiration?.expireEntries()
  }
  return {
    requestWillFetch: async ({ request, state }) => {
      if (request.headers.has('if-none-match')) return request
      const etag = (await keptCopy(request))?.headers.get('etag')
      if (!etag || !state) return request
      state.sentEtag = etag
      const headers = new Headers(request.headers)
      headers.set('if-none-match', etag)
      return new Request(request, { headers })
    },
    fetchDidSucceed: async ({ request, response, event, state }) => {
      const sent = state?.sentEtag as string | undefined
      // A 304 to the page's own If-None-Match is the page's to read.
      if (response.status === 304 && sent) {
        const kept = await keptCopy(request)
        // The copy asked about, with the 304's fresh headers (its Date keeps it from expiring).
        if (kept?.headers.get('etag') === sent) return withHeadersOf(kept, response)
        // Deleted or replaced while asked (a sign-out, an overlapping read): ask for the whole answer.
        const headers = new Headers(request.headers)
        headers.delete('if-none-match')
        return fetch(new Request(request, { headers }))
      }
      const storable = !/no-store/.test(response.headers.get('cache-control') ?? '')
      if (keeps && response.status === 200 && response.headers.has('etag') && storable)
        event.waitUntil(keep(request, response.clone()).catch(() => undefined))
      return response
    },
  }
}

function withHeadersOf(kept: Response, notModified: Response): Response {
  const headers = new Headers(kept.headers)
  for (const name of ['date', 'etag', 'cache-control']) {
    const value = notModified.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers })
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
