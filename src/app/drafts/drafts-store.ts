// Store `drafts`: this device's working copy of each draft it has opened or created. The editor
// writes here first; the sync queue then sends it to the server. A record stays after it is synced
// (so the draft opens offline) and goes when the draft is deleted for good or the member logs out.
import { z } from 'zod/mini'
import { draftSchema } from '#contract/drafts'
import type { AppDatabase } from '../offline/database'
import { migrateDraft } from '../offline/record-migrations'
import { storeOn } from '../offline/store-on'
import { readOrReport } from '../offline/stored-records'

export const localDraftSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Whose draft this is: another member signing in on this device neither sees nor syncs it. */
  ownerId: z.string().check(z.minLength(1)),
  title: z.string(),
  body: z.string(),
  /** The server version this text started from; null while the server has never seen the draft. */
  baseVersion: z.nullable(z.int()),
  /** The text has changes the server does not have yet. */
  dirty: z.boolean(),
  /** Goes up on every local edit, so a sync can tell whether the text changed while it was sending. */
  revision: z._default(z.int().check(z.gte(0)), 0),
  archivedAt: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The server refused a save because the draft changed elsewhere: its version, kept until the member chooses. */
  conflict: z._default(z.nullable(z.object({ current: draftSchema })), null),
})
export type LocalDraft = z.infer<typeof localDraftSchema>

declare module '../offline/database' {
  interface AppSchema {
    drafts: { key: string; value: LocalDraft }
  }
}

export interface DraftsStore {
  get(id: string): Promise<LocalDraft | undefined>
  /** Drafts of one member, most recently changed first. */
  listFor(ownerId: string): Promise<LocalDraft[]>
  /** Every member's drafts on this device, most recently changed first. */
  listAll(): Promise<LocalDraft[]>
  put(draft: LocalDraft): Promise<void>
  /** Reads, changes and writes one draft in a single transaction; `change` returns undefined to leave it. */
  update(id: string, change: (draft: LocalDraft) => LocalDraft | undefined): Promise<LocalDraft | undefined>
  remove(id: string): Promise<void>
  clear(): Promise<void>
  /** Called after every change made through this store. */
  subscribe(listener: () => void): () => void
}

/** A record written by an older version of the app, or damaged: migrated where it can be, else
 *  undefined and left in the store as it is (stored-records.ts). */
const readRecord = (raw: unknown, key: unknown) => readOrReport('drafts', key, localDraftSchema, raw, migrateDraft)

export function createDraftsStore(db: AppDatabase): DraftsStore {
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())

  return {
    async get(id) {
      return readRecord(await db.get('drafts', id), id)
    },
    async listFor(ownerId) {
      return (await this.listAll()).filter((draft) => draft.ownerId === ownerId)
    },
    async listAll() {
      const tx = db.transaction('drafts')
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll() as Promise<unknown[]>])
      const drafts = values.flatMap((raw, index) => readRecord(raw, keys[index]) ?? [])
      return drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    },
    async put(draft) {
      await db.put('drafts', localDraftSchema.parse(draft))
      changed()
    },
    async update(id, change) {
      const tx = db.transaction('drafts', 'readwrite')
      const current = readRecord(await tx.store.get(id), id)
      const next = current && change(current)
      if (next) await tx.store.put(next)
      await tx.done
      if (next) changed()
      return next ?? current
    },
    async remove(id) {
      await db.delete('drafts', id)
      changed()
    },
    async clear() {
      await db.clear('drafts')
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The drafts store of the open database. */
export const draftsOn = storeOn(createDraftsStore)
