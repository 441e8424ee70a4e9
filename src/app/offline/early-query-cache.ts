// The persisted query cache read straight from IndexedDB at start, before the device's own code
// has loaded and opened the database (issue 38): offline, the studio waits for this read, and
// waiting for the device start put it about 400 ms later at 4× CPU. The database is opened at the
// version it has, read in one transaction, and closed; it is never created or upgraded here.
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { appDatabaseName } from './device-storage'

/** The store and the one record the persisted cache is kept in (`query-cache-store.ts` writes it). */
export const queryCacheStore = 'query-cache'
export const queryCacheKey = 'client'

/** Only the envelope: each query's data is checked by the screen that reads it, and a query whose
 *  shape changed between builds is already dropped by the build's `buster`. */
export function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false
  const { timestamp, buster, clientState } = value as Record<string, unknown>
  // As zod's number: a finite one.
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || typeof buster !== 'string') return false
  if (typeof clientState !== 'object' || clientState === null) return false
  const { queries, mutations } = clientState as Record<string, unknown>
  return Array.isArray(queries) && Array.isArray(mutations)
}

function openAsItIs(factory: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = factory.open(appDatabaseName)
    // No database yet: opening without a version would create one, empty, at version 1.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => {
      const db = request.result
      // The device start opens a newer version: this connection must not hold it up.
      db.onversionchange = () => db.close()
      resolve(db)
    }
    request.onerror = (event) => {
      event.preventDefault()
      if (request.error?.name === 'AbortError') resolve(null)
      else reject(request.error ?? new Error('IndexedDB refused to open'))
    }
  })
}

/** The persisted cache, or undefined where there is none or it is not one; throws where IndexedDB
 *  fails (the device's own persister is then asked). */
export async function readPersistedQueryCache(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<PersistedClient | undefined> {
  if (!factory) return undefined
  const db = await openAsItIs(factory)
  if (!db) return undefined
  try {
    if (!db.objectStoreNames.contains(queryCacheStore)) return undefined
    const value = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction(queryCacheStore, 'readonly').objectStore(queryCacheStore).get(queryCacheKey)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused the read'))
    })
    return isPersistedClient(value) ? value : undefined
  } finally {
    db.close()
  }
}
