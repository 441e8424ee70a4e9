// The app's one IndexedDB database. Each version adds to the one before through upgrade steps the
// features declare (`upgrades.ts`). Values are typed for writing; whatever is read back is validated
// by the store's own file.
import type { DBSchema, IDBPDatabase } from 'idb'
import type { PersistedQueryCache } from './query-cache-store'
import type { SyncItem } from './sync-queue-items'
import { appDatabaseName } from './device-storage'
import { openOnDevice } from './open-on-device'
import type { UpgradeStep } from './upgrades'

export { appDatabaseName }

/**
 * The stores and their records. The offline layer's own are here; each feature adds its stores
 * where it declares them, `declare module '../offline/database' { interface AppSchema { … } }`, next
 * to the upgrade step that creates them.
 */
export interface AppSchema extends DBSchema {
  'sync-queue': { key: string; value: SyncItem }
  'query-cache': { key: string; value: PersistedQueryCache }
}

export type AppDatabase = IDBPDatabase<AppSchema>

/** Opens (creating or upgrading) the database at the version the given steps make (the app's are
 *  `appUpgradeSteps`; tests also play an older or newer version). */
export async function openAppDatabase(name: string, steps: readonly UpgradeStep[]): Promise<AppDatabase> {
  const db: AppDatabase = await openOnDevice<AppSchema>(name, steps.length, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      for (const step of steps.slice(oldVersion)) step(database, transaction)
    },
    // Another tab runs a newer version that needs to upgrade: let it, and load that version here too.
    blocking() {
      db.close()
      if (typeof location !== 'undefined' && typeof location.reload === 'function') location.reload()
    },
  })
  return db
}
