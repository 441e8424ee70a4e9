// The app's one IndexedDB database. Each version adds to the one before through an upgrade step
// (`upgrades.ts`), so a device that skipped versions runs every missing step in order and keeps its
// data. Values are typed for writing; whatever is read back is validated by the store's own file.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { QueuedActivity } from '../activities/activity-store'
import type { LocalDraft } from '../drafts/drafts-store'
import type { QueuedMessage } from '../messages/message-outbox'
import type { PersistedQueryCache } from './query-cache-store'
import type { SyncItem } from './sync-queue-items'
import type { LocalTake, RecordingChunk } from '../takes/takes-store'
import { appDatabaseName } from './device-storage'
import { releaseWhenFrozen } from './release-when-frozen'
import { upgradeSteps, type UpgradeStep } from './upgrades'

export { appDatabaseName }

export interface AppSchema extends DBSchema {
  drafts: { key: string; value: LocalDraft }
  'sync-queue': { key: string; value: SyncItem }
  'query-cache': { key: string; value: PersistedQueryCache }
  takes: { key: string; value: LocalTake; indexes: { sessionId: string } }
  'recording-chunks': { key: [string, number]; value: RecordingChunk }
  activities: { key: string; value: QueuedActivity; indexes: { queuedAt: number } }
  'message-outbox': { key: string; value: QueuedMessage; indexes: { queuedAt: number } }
}

export type AppDatabase = IDBPDatabase<AppSchema>

/** Opens (creating or upgrading) the database at the version the given steps make. `steps` is only
 *  passed by tests that play an older or newer version of the app. */
export async function openAppDatabase(name = appDatabaseName, steps: readonly UpgradeStep[] = upgradeSteps): Promise<AppDatabase> {
  const db = await openDB<AppSchema>(name, steps.length, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      for (const step of steps.slice(oldVersion)) step(database, transaction)
    },
    // Another tab runs a newer version that needs to upgrade: let it, and load that version here too.
    blocking() {
      db.close()
      if (typeof location !== 'undefined' && typeof location.reload === 'function') location.reload()
    },
  })
  return releaseWhenFrozen(db)
}
