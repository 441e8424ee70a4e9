import { createContext, use } from 'react'
import type { AppDatabase } from './database'
import { createDraftsStore, type DraftsStore } from '../drafts/drafts-store'
import { createQueryCachePersister, type QueryCachePersister } from './query-cache-store'
import { createSyncQueue, type SyncQueue, type SyncQueueOptions } from './sync-queue'
import { createTakesStore, type TakesStore } from '../takes/takes-store'

/** What the app keeps on the device, opened once at start and shared through React context. */
export interface OfflineServices {
  db: AppDatabase
  drafts: DraftsStore
  syncQueue: SyncQueue
  persister: QueryCachePersister
  takes: TakesStore
}

export function createOfflineServices(db: AppDatabase, queueOptions: Omit<SyncQueueOptions, 'db'> = {}): OfflineServices {
  return {
    db,
    drafts: createDraftsStore(db),
    syncQueue: createSyncQueue({ db, ...queueOptions }),
    persister: createQueryCachePersister(db),
    takes: createTakesStore(db),
  }
}

export const OfflineContext = createContext<OfflineServices | null>(null)

export function useOffline(): OfflineServices {
  const services = use(OfflineContext)
  if (!services) throw new Error('This screen needs storage on this device, and this browser does not allow it.')
  return services
}
