import { appDatabaseName, openAppDatabase, type AppDatabase } from './database'
import type { DeviceFeature } from './device-feature'
import type { OfflineServices } from './offline-services'
import { createQueryCachePersister } from './query-cache-store'
import { saveWhenHidden } from './save-when-hidden'
import { createSyncQueue, type SyncQueueOptions } from './sync-queue'
import { upgradeStepsOf } from './upgrades'

export function createOfflineServices(
  db: AppDatabase,
  queueOptions: Omit<SyncQueueOptions, 'db'> = {},
  features: readonly DeviceFeature[] = [],
): OfflineServices {
  return {
    db,
    syncQueue: createSyncQueue({ db, ...queueOptions }),
    persister: createQueryCachePersister(db),
    features,
  }
}

/** The device storage, or null where the browser refuses IndexedDB (some private modes): the app
 *  then runs online only, and screens that need the device say so. */
export async function openOffline(features: readonly DeviceFeature[]): Promise<OfflineServices | null> {
  try {
    const services = createOfflineServices(
      await openAppDatabase(appDatabaseName, upgradeStepsOf(features)),
      {},
      features,
    )
    // The query cache is written at most once a second: a read that came in during the last second
    // before the page goes away (a typed address, a reload, the phone putting the app away) is
    // written when the page is hidden instead of waiting for a timer that dies with the page. Without
    // this a screen just read said "not saved on this device" offline (found walking every screen in
    // three engines). The write waits for a moment the page is not being frozen.
    saveWhenHidden(() => void services.persister.flush())
    return services
  } catch (error) {
    console.error('Storage on this device is not available', error)
    return null
  }
}
