import { createContext, use } from 'react'
import type { ActivityStore } from '../activities/activity-store'
import type { AppDatabase } from './database'
import { openDeviceStorage, type DeviceStorage } from './device-storage'
import type { DraftsStore } from '../drafts/drafts-store'
import type { QueryCachePersister } from './query-cache-store'
import type { SyncQueue } from './sync-queue'
import type { TakesStore } from '../takes/takes-store'

/** What the app keeps on the device, opened once (`open-offline.ts`, when `device-storage.ts` says)
 *  and shared through React context. This file holds no store code, so the start-up chunk stays small. */
export interface OfflineServices {
  db: AppDatabase
  drafts: DraftsStore
  syncQueue: SyncQueue
  persister: QueryCachePersister
  takes: TakesStore
  activities: ActivityStore
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
