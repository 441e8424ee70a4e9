import { createContext, use } from 'react'
import type { AppDatabase } from './database'
import type { DraftsStore } from './drafts-store'
import type { QueryCachePersister } from './query-cache-store'
import type { SyncQueue } from './sync-queue'
import type { TakesStore } from './takes-store'

/** What the app keeps on the device, opened once (`open-offline.ts`, after the first paint) and
 *  shared through React context. This file holds no store code, so the start-up chunk stays small. */
export interface OfflineServices {
  db: AppDatabase
  drafts: DraftsStore
  syncQueue: SyncQueue
  persister: QueryCachePersister
  takes: TakesStore
}

/** The device storage as it opens, or null where the browser refuses IndexedDB. */
export type OfflineLater = Promise<OfflineServices | null>

type Tracked = OfflineLater & { status?: 'fulfilled'; value?: OfflineServices | null }

/** Marks the promise with its value the way React's `use` reads it, so a component rendered after
 *  the storage opened reads it at once instead of suspending for a tick. */
export function offlineLater(services: Promise<OfflineServices | null>): OfflineLater {
  const tracked: Tracked = services.catch(() => null)
  void tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }))
  return tracked
}

/** Device storage already open (tests; or none). */
export function offlineNow(services: OfflineServices | null): OfflineLater {
  const tracked: Tracked = Promise.resolve(services)
  return Object.assign(tracked, { status: 'fulfilled' as const, value: services })
}

export const OfflineContext = createContext<OfflineLater>(offlineNow(null))

/** The device storage; suspends while it opens. */
export function useOffline(): OfflineServices {
  const services = use(use(OfflineContext))
  if (!services) throw new Error('This screen needs storage on this device, and this browser does not allow it.')
  return services
}
