import { createActivityStore } from '../activities/activity-store'
import { openAppDatabase, type AppDatabase } from './database'
import { createDraftsStore } from '../drafts/drafts-store'
import type { OfflineServices } from './offline-services'
import { createQueryCachePersister } from './query-cache-store'
import { createSyncQueue, type SyncQueueOptions } from './sync-queue'
import { createTakesStore } from '../takes/takes-store'

export function createOfflineServices(db: AppDatabase, queueOptions: Omit<SyncQueueOptions, 'db'> = {}): OfflineServices {
  return {
    db,
    drafts: createDraftsStore(db),
    syncQueue: createSyncQueue({ db, ...queueOptions }),
    persister: createQueryCachePersister(db),
    takes: createTakesStore(db),
    activities: createActivityStore(db),
  }
}

/** The device storage, or null where the browser refuses IndexedDB (some private modes): the app
 *  then runs online only, and screens that need the device say so. */
export async function openOffline(): Promise<OfflineServices | null> {
  try {
    return createOfflineServices(await openAppDatabase())
  } catch (error) {
    console.error('Storage on this device is not available', error)
    return null
  }
}
