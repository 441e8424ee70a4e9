// Registers the service worker once, after the first paint (main.tsx), with workbox-window loaded
// then. A new version waits until the member accepts it (an "update" reload mid-recording would be
// unwelcome); `subscribeToUpdates` tells the UI.
import type { Workbox } from 'workbox-window'

type Listener = () => void

let waitingWorkbox: Workbox | null = null
const listeners = new Set<Listener>()

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', (event) => {
    // A first install passes through the waiting slot on its way to active, and Firefox hands it so
    // to a page that registers meanwhile: only a worker waiting beside an active one is a new version.
    void navigator.serviceWorker.getRegistration('/').then((registration) => {
      if (!registration?.active || registration.waiting !== event.sw) return
      waitingWorkbox = workbox
      listeners.forEach((listener) => listener())
    })
  })
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error))
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
