import { createContext, use } from 'react'
import type { AppDatabase } from './database'
import type { DeviceFeature } from './device-feature'
import { openDeviceStorage, type DeviceStorage } from './device-storage'
import type { QueryCachePersister } from './query-cache-store'
import type { SyncQueue } from './sync-queue'

/** What the app keeps on the device, opened once (`open-offline.ts`, when `device-storage.ts` says)
 *  and shared through React context. A feature reaches its own stores through its accessor
 *  (`takesOn(services)`, `store-on.ts`). This file holds no store code, so the start-up chunk stays small. */
export interface OfflineServices {
  db: AppDatabase
  syncQueue: SyncQueue
  persister: QueryCachePersister
  /** The features that keep things here, in the order the warning about unsent work names them. */
  features: readonly DeviceFeature[]
}

export const OfflineContext = createContext<DeviceStorage>(openDeviceStorage(null))

/** The device storage; opens it if it is not yet, and suspends while it opens. */
export function useOffline(): OfflineServices {
  const services = use(use(OfflineContext).open())
  if (!services) throw new Error('This screen needs storage on this device, and this browser does not allow it.')
  return services
}

/** The storage as it opens, or null where the browser refuses IndexedDB. */
export type OfflineLater = Promise<OfflineServices | null>
