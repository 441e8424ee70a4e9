// The first page of the podcast or dashboard site in a browser session goes through the pull before
// anything of it is sent (decision 089): a member signed in on the main site gets that page signed
// in, a visitor gets the same page, and neither sees a page that loads and then leaves. The pull
// marks the session with `sites_checked` (the time, readable by the app, which pulls itself where
// the service worker answered the page). A typed /login is pulled again unless a pull just ended:
// "Log in" on these sites is where a member signed in elsewhere since is most likely to be.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pullAddress, siteOfHost, sitesCheckedCookie } from '#shared/site-origins'

/** A pull that ended this recently is the one that led here. */
const justPulledSeconds = 10
const skippedPaths = /^\/(?:api|auth|assets|icons)(?:\/|$)/

const isPageNavigation = (request: FastifyRequest) => {
  const destination = request.headers['sec-fetch-dest']
  if (typeof destination === 'string') return destination === 'document'
  return (request.headers.accept ?? '').includes('text/html')
}

export function markSitesChecked(request: FastifyRequest, reply: FastifyReply, now: Date): void {
  reply.setCookie(sitesCheckedCookie, String(Math.floor(now.getTime() / 1000)), {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
  })
}

export function pullOnFirstPage(app: FastifyInstance, now: () => Date): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || siteOfHost(request.host) === 'main' || !isPageNavigation(request)) return
    const path = request.url.split('?', 1)[0] ?? '/'
    if (skippedPaths.test(path)) return
    const checkedAt = Number(request.cookies[sitesCheckedCookie] ?? 0)
    const justPulled = now().getTime() / 1000 - checkedAt < justPulledSeconds
    if (checkedAt > 0 && (path !== '/login' || justPulled)) return
    const origin = `${request.protocol}://${request.host}`
    return reply
      .header('cache-control', 'no-store')
      .redirect(pullAddress(origin, 'main', `${origin}${request.url}`), 303)
  })
}
