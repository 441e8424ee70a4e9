// Registers the service worker once, after the first paint (main.tsx). A new version waits until the
// member accepts it (an "update" reload mid-recording would be unwelcome); `subscribeToUpdates`
// tells the UI. workbox-window, which offers the update, loads only when there is one: a first
// install is not an update, so a first visit (and every visit without a new version) does without it.
import type { Workbox } from 'workbox-window'

type Listener = () => void

const serviceWorkerUrl = '/sw.js'
let waitingWorkbox: Workbox | null = null
let offering: Promise<void> | null = null
const listeners = new Set<Listener>()

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  // After the page's load, as workbox-window registers: a worker that installs (and precaches)
  // while the page still loads competes with it, and Chromium left pages blank then.
  if (document.readyState !== 'complete')
    await new Promise((resolve) => addEventListener('load', resolve, { once: true }))
  const registration = await navigator.serviceWorker
    .register(serviceWorkerUrl, { scope: '/' })
    .catch((error: unknown) => console.warn('Service worker registration failed', error))
  if (!registration) return
  const onNewVersion = () => {
    // Beside an active worker only: the first install passes through the same states.
    if (!registration.active) return
    const installing = registration.installing
    if (registration.waiting && !installing) void offerUpdate()
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') void offerUpdate()
    })
  }
  onNewVersion()
  registration.addEventListener('updatefound', onNewVersion)
}

/** workbox-window, handed the registration with a version already waiting, says so ('waiting',
 *  wasWaitingBeforeRegister), and activates it when the member asks. */
function offerUpdate(): Promise<void> {
  offering ??= import('workbox-window').then(async ({ Workbox }) => {
    const workbox = new Workbox(serviceWorkerUrl, { scope: '/' })
    workbox.addEventListener('waiting', (event) => {
      // Firefox hands a first install to a page that registers meanwhile: only a worker waiting
      // beside an active one is a new version.
      void navigator.serviceWorker.getRegistration('/').then((registration) => {
        if (!registration?.active || registration.waiting !== event.sw) return
        waitingWorkbox = workbox
        listeners.forEach((listener) => listener())
      })
    })
    await workbox.register({ immediate: true })
  })
  return offering
}

export function isUpdateWaiting(): boolean {
  return waitingWorkbox !== null
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  const workbox = waitingWorkbox
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
