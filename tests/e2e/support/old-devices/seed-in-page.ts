// Runs in the page (sent as its source, so it uses nothing from outside itself): creates a database
// at an old version with that version's stores and indexes, and writes records into it as that
// version's code did. Audio travels as `{ audioBytes: number[], heldAs }` and is stored the way
// `heldAs` says (what the app wrote: an ArrayBuffer; other forms for records the app must still read).
import type { OldDatabase } from './old-schemas'

export type HeldAs = 'ArrayBuffer' | 'Blob' | 'Uint8Array'
export interface AudioValue {
  audioBytes: number[]
  heldAs: HeldAs
}
export interface OldRecord {
  store: string
  value: unknown
  /** For a store without a key path (the query cache, downloads). */
  key?: string
}

export async function seedOldDatabase({
  database,
  records,
}: {
  database: OldDatabase
  records: OldRecord[]
}): Promise<void> {
  const isAudio = (value: unknown): value is AudioValue =>
    typeof value === 'object' && value !== null && 'audioBytes' in value && 'heldAs' in value
  const materialise = (value: unknown): unknown => {
    if (isAudio(value)) {
      const bytes = new Uint8Array(value.audioBytes)
      if (value.heldAs === 'Blob') return new Blob([bytes])
      if (value.heldAs === 'Uint8Array') return bytes
      return bytes.buffer
    }
    if (Array.isArray(value)) return value.map(materialise)
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, materialise(inner)]))
    return value
  }
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(database.name, database.version)
    opening.onupgradeneeded = () => {
      for (const store of database.stores) {
        const created = opening.result.createObjectStore(
          store.name,
          store.keyPath === undefined ? undefined : { keyPath: store.keyPath },
        )
        for (const index of store.indexes ?? []) created.createIndex(index.name, index.keyPath)
      }
    }
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => reject(opening.error ?? new Error(`${database.name} did not open`))
  })
  if (records.length > 0) {
    const tx = db.transaction([...new Set(records.map((record) => record.store))], 'readwrite')
    for (const record of records) tx.objectStore(record.store).put(materialise(record.value), record.key)
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error ?? new Error('the old records were not written'))
    })
  }
  db.close()
}

/** The version a database is at now, and the keys of one store (what the app kept). */
export async function storeKeys({
  name,
  store,
}: {
  name: string
  store: string
}): Promise<{ version: number; keys: string[] }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(name)
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => reject(opening.error ?? new Error(`${name} did not open`))
  })
  try {
    if (!db.objectStoreNames.contains(store)) return { version: db.version, keys: [] }
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = db.transaction(store).objectStore(store).getAllKeys()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('keys not read'))
    })
    return { version: db.version, keys: keys.map((key) => (Array.isArray(key) ? key.join('/') : String(key))) }
  } finally {
    db.close()
  }
}

/** The stores of a database as they are now: name, key path and indexes (to compare with a version's). */
export async function describeDatabase(
  name: string,
): Promise<{ version: number; stores: Array<{ name: string; keyPath: string | string[] | null; indexes: string[] }> }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(name)
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => reject(opening.error ?? new Error(`${name} did not open`))
  })
  try {
    const names = Array.from(db.objectStoreNames).sort()
    const tx = names.length > 0 ? db.transaction(names) : null
    const stores = names.map((store) => {
      const objectStore = tx!.objectStore(store)
      return { name: store, keyPath: objectStore.keyPath, indexes: Array.from(objectStore.indexNames).sort() }
    })
    return { version: db.version, stores }
  } finally {
    db.close()
  }
}
