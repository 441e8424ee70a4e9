// Start-up. The first paint needs only the session, the router and Chakra; the device's storage,
// its sync queue and the service worker load right after it (`start-device.ts`, in its own chunk)
// on every page load. Whatever needs the device waits for it: screens suspend on it, the persisted
// query cache is restored from it before any query runs, Log Out awaits it to forget what it must.
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createAuth } from './auth/auth'
import { startSession, withinStartupBudget } from './auth/start-session'
import { forgetOnLogOut } from './offline/forget-on-log-out'
import { offlineLater } from './offline/offline-services'
import { persistMaxAgeMs } from './offline/query-persistence'
import { refetchOnCacheUpdates } from './pwa/cache-updates'
import { lazyWithReload } from './pwa/lazy-with-reload'
import { registerServiceWorker } from './pwa/register'
import { createAppRouter } from './router/create-app-router'
import { applyVariantToDocument } from './variant/variant-look'
import { detectVariant } from './variant/variant'

const variant = detectVariant(window.location)
applyVariantToDocument(variant)

const auth = forgetOnLogOut(createAuth({ storage: window.localStorage, events: window }), async (userId) => {
  await (await device)?.loggedOut(userId)
})
const queryClient = new QueryClient({
  // offlineFirst: offline, a read still goes out once, so the service worker's cache can answer it.
  defaultOptions: { queries: { staleTime: 30_000, gcTime: persistMaxAgeMs, networkMode: 'offlineFirst' } },
})
const router = createAppRouter({ variant, auth })
refetchOnCacheUpdates(queryClient)
auth.onUnauthorized(() => void router.navigate({ to: '/' }))

const started = withinStartupBudget(startSession(auth))
// The router renders after the session check; meanwhile the screen of this address downloads.
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined)

/** After the browser has painted a frame; a tab hidden at start paints none, so at most 200 ms. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 200)
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })

const device = afterFirstPaint()
  .then(() => lazyWithReload(() => import('./offline/start-device')))
  .then(({ startDevice }) => startDevice(auth, started))
  .catch((error: unknown) => {
    console.error('Storage on this device could not be started', error)
    return null
  })
const offline = offlineLater(device.then((opened) => opened?.services ?? null))

const signedInAtStart = auth.getUser()
void device.then((opened) => signedInAtStart && opened?.signedIn(signedInAtStart, false))
let signedInAs = signedInAtStart?.id
auth.subscribe(() => {
  const user = auth.getUser()
  if (user?.id === signedInAs) return
  signedInAs = user?.id
  // Another member may sign in next on this device: drop everything read for the last one.
  if (!user) {
    queryClient.clear()
    void device.then((opened) => opened?.signedOut())
  } else {
    void device.then((opened) => opened?.signedIn(user, true))
  }
  // The guard decides again, e.g. when a late refresh is refused on a page that needs login.
  void router.invalidate()
})

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The entry chunk's name carries the build's content hash: a new build gets a new buster.
const buster = new URL(import.meta.url).pathname

createRoot(container).render(
  <StrictMode>
    <App variant={variant} queryClient={queryClient} router={router} started={started} offline={offline} buster={buster} />
  </StrictMode>,
)
void afterFirstPaint()
  .then(registerServiceWorker)
  .catch((error: unknown) => console.warn('Service worker registration failed', error))
