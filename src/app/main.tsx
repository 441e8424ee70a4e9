import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { retryUnlessRefused } from './api/retry-policy'
import { createAuth } from './auth/auth'
import { startSession, withinStartupBudget } from './auth/start-session'
import { registerDraftSync } from './drafts/draft-sync'
import { forgetOnDevice, forgetReads } from './offline/clear-offline-data'
import { rememberDeviceMember } from './offline/device-members'
import { forgetOnLogOut } from './offline/forget-on-log-out'
import { openOffline } from './offline/open-offline'
import { persistMaxAgeMs } from './offline/query-persistence'
import { refetchOnCacheUpdates } from './pwa/cache-updates'
import { drainOnSyncRequests } from './pwa/drain-on-sync'
import { registerServiceWorker } from './pwa/register'
import { requeueMisdeclaredTakes } from './takes/requeue-misdeclared-takes'
import { registerTakeUploads } from './takes/take-upload'
import { createAppRouter } from './router/create-app-router'
import { applyVariantToDocument } from './variant/variant-look'
import { detectVariant } from './variant/variant'

const variant = detectVariant(window.location)
applyVariantToDocument(variant)

const offline = await openOffline()
const auth = forgetOnLogOut(createAuth({ storage: window.localStorage, events: window }), async (userId) => {
  if (offline) await forgetOnDevice(offline, userId)
})
const queryClient = new QueryClient({
  // offlineFirst: offline, a read still goes out once, so the service worker's cache can answer it.
  defaultOptions: { queries: { staleTime: 30_000, gcTime: persistMaxAgeMs, networkMode: 'offlineFirst', retry: retryUnlessRefused } },
})
const router = createAppRouter({ variant, auth })
refetchOnCacheUpdates(queryClient)

if (offline) {
  const currentUserId = () => auth.getUser()?.id ?? null
  registerDraftSync(offline.syncQueue, { api: auth.api, drafts: offline.drafts, currentUserId })
  registerTakeUploads(offline.syncQueue, { takes: offline.takes, token: () => auth.store.get()?.token ?? null, refresh: auth.refresh, currentUserId })
  drainOnSyncRequests(offline.syncQueue)
}

auth.onUnauthorized(() => void router.navigate({ to: '/' }))
// Known by name on this device, so a later sign-in can be checked against the owners of unsent work.
const rememberSignedIn = () => {
  const user = auth.getUser()
  if (user) rememberDeviceMember(window.localStorage, user)
}
rememberSignedIn()
let signedInAs = auth.getUser()?.id
auth.subscribe(() => {
  const now = auth.getUser()?.id
  if (now === signedInAs) return
  signedInAs = now
  // Another member may sign in next on this device: drop everything read for the last one.
  if (!now) {
    queryClient.clear()
    if (offline) void forgetReads(offline)
  } else {
    rememberSignedIn()
    // Writes made on this device while signed out wait for their owner; send them now.
    void offline?.syncQueue.drain()
  }
  // The guard decides again, e.g. when a late refresh is refused on a page that needs login.
  void router.invalidate()
})

const started = withinStartupBudget(startSession(auth))
void started.then(async () => {
  if (!offline) return
  await requeueMisdeclaredTakes(offline.takes, offline.syncQueue).catch(() => 0)
  offline.syncQueue.start()
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
registerServiceWorker()
