/// <reference lib="webworker" />
// The service worker: precaches the app shell (the build's hashed files, the manifest and its
// icons, the User Guide's pictures) and answers every navigation with the shell, except server paths (/api/, /auth/),
// so the app opens with no network; keeps script reads for offline (api-reads.ts), serves the
// precached background tracks, take audio and downloaded episodes with Range support (track-audio.ts,
// take-audio.ts, episode-audio.ts),
// asks every other JSON read of the app with the ETag of its last answer (revalidated-reads.ts),
// and wakes the page to upload takes on Background Sync (background-sync.ts).
// Updates wait until the page asks (see src/app/pwa).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerApiReads } from './api-reads'
import { registerBackgroundSync } from './background-sync'
import { registerEpisodeAudio } from './episode-audio'
import { registerRevalidatedReads } from './revalidated-reads'
import { registerTakeAudio } from './take-audio'
import { registerTrackAudio } from './track-audio'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

// Before precacheAndRoute: the first matching route answers, and tracks need Range support.
registerTrackAudio(self.location.origin)
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/auth\//],
  }),
)

registerApiReads(self.location.origin)
registerTakeAudio(self.location.origin)
registerEpisodeAudio(self.location.origin)
registerRevalidatedReads(self.location.origin)
registerBackgroundSync()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
