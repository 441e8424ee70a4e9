// The database's versions, composed from the parts each feature declares (`DeviceFeature.upgrades`):
// version n runs every part of version n, so a device that skipped versions runs each missing one in
// order and keeps its data. Never edit a part that has shipped; add one at the next version. A part
// may read and rewrite records through its transaction.
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb'
import type { AppSchema } from './database'
import type { DeviceFeature, UpgradePart } from './device-feature'

export type UpgradeStep = (
  database: IDBPDatabase<AppSchema>,
  transaction: IDBPTransaction<AppSchema, StoreNames<AppSchema>[], 'versionchange'>,
) => void

/** The offline layer's own stores: the sync queue (by the key of what is synced) and the query cache. */
export const offlineUpgrades: readonly UpgradePart[] = [
  {
    version: 1,
    upgrade: (database) => {
      database.createObjectStore('sync-queue', { keyPath: 'key' })
      database.createObjectStore('query-cache')
    },
  },
]

/** Step i takes the database from version i to i + 1. A version no part declares is a mistake in
 *  the list of features, found here rather than on a member's device. */
export function upgradeStepsOf(features: readonly Pick<DeviceFeature, 'name' | 'upgrades'>[]): UpgradeStep[] {
  const parts = [...offlineUpgrades, ...features.flatMap((feature) => feature.upgrades ?? [])]
  const latest = Math.max(...parts.map((part) => part.version))
  return Array.from({ length: latest }, (_, index) => {
    const ofVersion = parts.filter((part) => part.version === index + 1)
    if (ofVersion.length === 0) throw new Error(`No feature declares database version ${index + 1}.`)
    return (database, transaction) => ofVersion.forEach((part) => part.upgrade(database, transaction))
  })
}
