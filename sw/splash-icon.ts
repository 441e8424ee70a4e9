// index.html's splash icon (/splash.png, which the server answers per host): on the main site the
// service worker answers it with the precached icon, so the splash costs no request after the
// first visit and shows offline. The podcast and dashboard sites' icons are not precached
// (vite.config.ts), so there it is the network's, as for /favicon.png.
import { matchPrecache } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { detectVariant } from '#shared/variant'

export function registerSplashIcon(location: WorkerLocation): void {
  if (detectVariant(location) !== 'main') return
  registerRoute(
    ({ url }) => url.origin === location.origin && url.pathname === '/splash.png',
    async ({ request }) => (await matchPrecache('/icons/icon-512.png')) ?? fetch(request),
  )
}
