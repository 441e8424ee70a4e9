// When the device storage opens. Where it may hold anything (a database exists) or someone is
// signed in, it opens right after the first paint, so the sync queue starts on every page load. A
// device that has never kept anything (a first visit, nobody signed in) has nothing to send, restore
// or forget: there the storage, and the code that works on it, load on first need — a sign-in, a
// screen that keeps things on the device, a read worth keeping.
import type { Device } from './start-device'
import type { OfflineLater, OfflineServices } from './offline-services'

/** The name of the app's one IndexedDB database (`database.ts`). */
export const appDatabaseName = 'voice-acting'

export interface DeviceStorage {
  /** Opens the storage (once; the same promise every time) and answers its services, or null
   *  where the browser refuses IndexedDB. */
  open(): OfflineLater
  /** Whether it was opened (at start, or on a need since). */
  isOpen(): boolean
  /** Whether it may hold something from before, so the persisted query cache is worth restoring. */
  holdsData: Promise<boolean>
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/** Marks the promise with its value the way React's `use` reads it, so a component rendered after
 *  it settled reads the value at once instead of suspending for a tick. */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked: Tracked<T> = promise
  void promise.then((value) => Object.assign(marked, { status: 'fulfilled', value }))
  return marked
}

/** The storage has opened, not only started (a member signed in at start starts it at once): its
 *  services are there without waiting. */
export function hasOpened(storage: DeviceStorage): boolean {
  return storage.isOpen() && (storage.open() as Tracked<unknown>).status === 'fulfilled'
}

/** Whether the app's database exists. A browser that cannot say is taken to hold something. */
export async function databaseExists(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (typeof factory?.databases !== 'function') return true
  try {
    return (await factory.databases()).some((database) => database.name === appDatabaseName)
  } catch {
    return true
  }
}

export interface DeviceStarter extends DeviceStorage {
  /** The device (its storage and what works on it), opening it if it is not yet. */
  device(): Promise<Device | null>
}

/** `start` loads and starts the device; it runs once, when `open` or `device` is first called. */
export function createDeviceStorage(start: () => Promise<Device | null>, holdsData: Promise<boolean>): DeviceStarter {
  let device: Promise<Device | null> | null = null
  let services: OfflineLater | null = null
  const startOnce = () => {
    device ??= start().catch((error: unknown) => {
      console.error('Storage on this device could not be started', error)
      return null
    })
    services ??= tracked(device.then((opened) => opened?.services ?? null))
    return { device, services }
  }
  return {
    open: () => startOnce().services,
    isOpen: () => device !== null,
    holdsData,
    device: () => startOnce().device,
  }
}

/** Storage already open (tests), or none. */
export function openDeviceStorage(services: OfflineServices | null): DeviceStorage {
  const ready: Tracked<OfflineServices | null> = Promise.resolve(services)
  Object.assign(ready, { status: 'fulfilled', value: services })
  return { open: () => ready, isOpen: () => true, holdsData: Promise.resolve(services !== null) }
}
