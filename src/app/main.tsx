// Start-up. The first paint needs only the session and the router, and Chakra on every page but the
// sign-in pages (which are plain elements and `ui/plain/plain.css`). The device's storage, its sync
// queue and what works on them are a chunk of their own (`start-device.ts`), opened right
// after the first paint on every page load where the device holds anything or someone is signed in,
// and on first need elsewhere (`device-storage.ts`). Whatever needs the device waits for it: screens
// suspend on it, the persisted query cache is restored from it before any query runs, Log Out awaits
// it to forget what it must. The service worker registers after the first paint.
import { QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { setActivityLogDeps } from './activities/activity-deps'
import { logAppInstalls } from './activities/use-page-visit-log'
import { App } from './app'
import { retryUnlessRefused } from './api/retry-policy'
import { createAuth } from './auth/auth'
import { startSession, withinStartupBudget } from './auth/start-session'
import { createDeviceStorage, databaseExists } from './offline/device-storage'
import { forgetOnLogOut } from './offline/forget-on-log-out'
import { freshReadOptions, startFromTheDevicesNetwork } from './offline/fresh-reads'
import { persistMaxAgeMs } from './offline/query-persistence'
import { handOffPrerendered, prerenderedPath } from './prerender/handoff'
import { seedPrerenderedReads } from './prerender/prerendered-reads'
import { lazyWithReload } from './pwa/lazy-with-reload'
import { keepInstallPrompt } from './pwa/install-prompt'
import { registerServiceWorker } from './pwa/register'
import { createAppRouter } from './app-router'
import { loadChakraTheme, loadStandardLayout } from './router/root-layout'
import { layoutOf } from './router/route-rules'
import './ui/plain/plain.css'
import { applyVariantToDocument } from './variant/variant-look'
import { detectVariant } from './variant/variant'

const variant = detectVariant(window.location)
applyVariantToDocument(variant)

const auth = forgetOnLogOut(createAuth({ storage: window.localStorage, events: window }), async (userId) => {
  await (await storage.device())?.loggedOut(userId)
})
const queryClient = new QueryClient({
  // offlineFirst: offline, a read still goes out once, so the service worker's cache can answer it.
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: persistMaxAgeMs,
      networkMode: 'offlineFirst',
      retry: retryUnlessRefused,
      ...freshReadOptions,
    },
  },
})
startFromTheDevicesNetwork()
seedPrerenderedReads(queryClient)
const router = createAppRouter({ variant, auth, queryClient })
auth.onUnauthorized(() => void router.navigate({ to: '/' }))

const started = withinStartupBudget(
  variant === 'main'
    ? startSession(auth)
    : import('./hand-off/site-session').then((site) => site.startSiteSession(auth, variant)),
)
// The router renders after the session check; meanwhile the screen of this address (and the header,
// on a page that shows it) downloads.
const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname)
for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined)
const layoutAtStart = layoutOf(matchedRoutes.at(-1)?.options.staticData?.rules, variant)
if (layoutAtStart !== 'sign-in') void loadChakraTheme().catch(() => undefined)
if (layoutAtStart === 'standard') void loadStandardLayout().catch(() => undefined)

const prerenderedPatienceMs = 10_000

/** After the browser has painted a frame; a tab hidden at start paints none, so at most 200 ms. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 200)
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })

const storage = createDeviceStorage(
  () =>
    afterFirstPaint()
      .then(() => lazyWithReload(() => import('./start-device-with-features'), 'start-device'))
      .then(({ startDevice, deviceFeatures }) => startDevice(auth, started, deviceFeatures)),
  databaseExists(),
)
setActivityLogDeps({ auth, device: () => storage.device(), variant })
logAppInstalls()
keepInstallPrompt()

const signedInAtStart = auth.getUser()
if (signedInAtStart) void storage.device().then((device) => device?.signedIn(signedInAtStart, false))
else
  void storage.holdsData.then((holds) => {
    if (holds) void storage.open()
  })

let signedInAs = signedInAtStart?.id
auth.subscribe(() => {
  const user = auth.getUser()
  if (user?.id === signedInAs) return
  signedInAs = user?.id
  // Another member may sign in next on this device: drop everything read for the last one.
  if (!user) {
    queryClient.clear()
    if (storage.isOpen()) void storage.device().then((device) => device?.signedOut())
  } else {
    void storage.device().then((device) => device?.signedIn(user, true))
  }
  // The guard decides again, e.g. when a late refresh is refused on a page that needs login.
  void router.invalidate()
})

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The entry chunk's name carries the build's content hash: a new build gets a new buster.
const buster = new URL(import.meta.url).pathname

const root = createRoot(container)
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} started={started} offline={storage} buster={buster} />
      </StrictMode>,
    ),
  )
// A prerendered page (decision 074) is painted before the app renders out of sight (the chunks it
// needs are downloading meanwhile), and gives way to the app's screen as soon as that shows; should
// the start stall, the app's own loading state is better than a page that looks ready and is inert.
if (prerenderedPath() === null) render()
else {
  void afterFirstPaint().then(render)
  setTimeout(handOffPrerendered, prerenderedPatienceMs)
}
void afterFirstPaint()
  .then(registerServiceWorker)
  .catch((error: unknown) => console.warn('Service worker registration failed', error))
