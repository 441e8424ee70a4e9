// What makes each host install as itself (src/shared/site-manifest.ts): /manifest.webmanifest, and
// the icons index.html names by fixed addresses (/favicon.png, /apple-touch-icon.png, which iOS
// Safari takes when a page is added to the home screen, /splash.png), answered per host as the app decides its
// variant. The manifest wins over the main site's file in dist/, which the build writes for the
// service worker's precache.
import type { FastifyInstance } from 'fastify'
import { siteIdentity, siteManifest } from '#shared/site-manifest'
import { rawRoute } from '../http/route'
import { variantOfRequest } from './request-variant'

// The answers depend on the host asked: shared caches keep one copy per host; browsers revalidate
// them on each load like the rest of the app shell (routes.ts), or an installed app never updates.
const perHost = { 'cache-control': 'no-cache', vary: 'host' }

export function registerManifestRoute(app: FastifyInstance): void {
  rawRoute(app, { method: 'GET', url: '/manifest.webmanifest', access: 'public' }, async ({ request, reply }) =>
    reply
      .headers({ ...perHost, 'content-type': 'application/manifest+json' })
      .send(JSON.stringify(siteManifest(variantOfRequest(request)))),
  )
}

/** The site's tab and home-screen icons, from the client build (needs @fastify/static's sendFile). */
export function registerSiteIconRoutes(app: FastifyInstance): void {
  for (const [url, file] of [
    ['/favicon.png', 'icon-192.png'],
    ['/apple-touch-icon.png', 'apple-touch-icon.png'],
    // index.html's splash, shown until the first screen.
    ['/splash.png', 'icon-512.png'],
  ] as const) {
    rawRoute(app, { method: 'GET', url, access: 'public' }, async ({ request, reply }) =>
      reply.headers(perHost).sendFile(`${siteIdentity[variantOfRequest(request)].iconFolder.slice(1)}/${file}`),
    )
  }
}
