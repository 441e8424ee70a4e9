// Requests that change something are refused when a browser says another site sent them (decision
// 077). Bearer tokens are never sent by a browser on its own, but cookies are: the refresh cookie
// (refresh-token, signOut) and the Microsoft sign-in nonce (/auth/ms/login). SameSite=Lax keeps them
// off other sites' requests, yet podcast.example.com and example.com are the same "site", so the
// check is by origin. Sec-Fetch-Site is the browser's own verdict (a proxy that rewrites Host cannot
// confuse it); browsers without it send Origin, compared with the Host the request came to.
// Requests with neither come from programs, which hold no one's cookies.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './errors'

export const crossSiteMessage =
  'This request came from another site and was refused: changes are accepted only from this app’s own pages.'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== request.host
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage: not our page.
    return true
  }
}

export function refuseCrossSiteChanges(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!safeMethods.has(request.method) && isCrossOrigin(request)) throw new HttpError(403, crossSiteMessage)
  })
}
