// Store `sync-queue`: one item per thing that has a write the server has not got yet, keyed by
// `key` (e.g. `draft:<id>`), so a later write of the same thing replaces the pending one. The data
// itself lives in its own store (drafts, later recordings); an item points at it and may carry a
// small `payload`. An item goes when its handler says done or conflict, and on logout.
import { z } from 'zod/mini'
import type { AppDatabase } from './database'
import { migrateSyncItem } from './record-migrations'
import { readOrReport } from './stored-records'

/** The kind of a queued write ('draft', 'upload', 'message'…): the feature that queues it registers
 *  its one handler (device-feature.ts). An item of a kind with no handler here (a newer version's,
 *  another site's) is passed over and kept. */
export type SyncKind = string

export const syncItemSchema = z.object({
  /** New on every enqueue: tells a finished send whether a newer write arrived meanwhile. */
  id: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
  /** Failed sends since the last write. */
  attempts: z.int().check(z.gte(0)),
  /** Epoch ms; null when the handler said the write can never succeed as it is (a new write revives it). */
  nextAttemptAt: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  payload: z.optional(z.unknown()),
})
export type SyncItem = z.infer<typeof syncItemSchema>

/** One stored item, migrated from an older shape where it can be. */
export const readSyncItem = (raw: unknown, key: unknown) =>
  readOrReport('sync-queue', key, syncItemSchema, raw, migrateSyncItem)

/** All items (or those whose keys are in `range`), oldest due first. One that does not read (a newer
 *  version's kind, damage) stays in the store untouched (stored-records.ts): a later write of its
 *  key replaces it. */
export async function readSyncItems(db: AppDatabase, range?: IDBKeyRange): Promise<SyncItem[]> {
  const tx = db.transaction('sync-queue')
  const [keys, values] = await Promise.all([tx.store.getAllKeys(range), tx.store.getAll(range) as Promise<unknown[]>])
  const items = values.flatMap((raw, index) => readSyncItem(raw, keys[index]) ?? [])
  return items.sort((a, b) => (a.nextAttemptAt ?? Infinity) - (b.nextAttemptAt ?? Infinity))
}

/** Changes the item for `key` only if it is still the one with `id` (no newer write replaced it). */
export async function updateIfUnchanged(
  db: AppDatabase,
  key: string,
  id: string,
  change: (item: SyncItem) => SyncItem | null,
): Promise<void> {
  const tx = db.transaction('sync-queue', 'readwrite')
  const item = readSyncItem(await tx.store.get(key), key)
  if (item && item.id === id) {
    const next = change(item)
    if (next) await tx.store.put(next)
    else await tx.store.delete(key)
  }
  await tx.done
}
