// One step per database version, in order: step i takes a database at version i to i + 1. Never edit
// a step that has shipped; add a new one (issue 4 adds recording chunks and the upload queue, later
// the activity log and messages). A step may read and rewrite records through its transaction.
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb'
import type { AppSchema } from './database'

export type UpgradeStep = (
  database: IDBPDatabase<AppSchema>,
  transaction: IDBPTransaction<AppSchema, StoreNames<AppSchema>[], 'versionchange'>,
) => void

export const upgradeSteps: readonly UpgradeStep[] = [
  // 1: the device's drafts (by draft id), the sync queue (by the key of what is synced), the query cache.
  (database) => {
    database.createObjectStore('drafts', { keyPath: 'id' })
    database.createObjectStore('sync-queue', { keyPath: 'key' })
    database.createObjectStore('query-cache')
  },
  // 2: takes recorded on this device (by take id, found by session) and their audio chunks ([takeId, seq]).
  (database) => {
    database.createObjectStore('takes', { keyPath: 'id' }).createIndex('sessionId', 'sessionId')
    database.createObjectStore('recording-chunks', { keyPath: ['takeId', 'seq'] })
  },
  // 3: activity records waiting to be sent (by record id, sent oldest first).
  (database) => {
    database.createObjectStore('activities', { keyPath: 'id' }).createIndex('queuedAt', 'queuedAt')
  },
  // 4: messages written on this device that the server has not answered for (by client id, sent oldest first).
  (database) => {
    database.createObjectStore('message-outbox', { keyPath: 'clientId' }).createIndex('queuedAt', 'queuedAt')
  },
]
