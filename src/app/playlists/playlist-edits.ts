// Playlist edits waiting for the server live in the sync queue itself: one item per playlist
// (`playlist:<id>`), its payload the edits in the order they were made. A new edit is appended to
// the waiting ones; each edit leaves the item once the server has it, so none is sent twice unless
// its answer was lost (and then the server's idempotent write changes nothing).
import { newId } from '../../shared/new-id'
import type { AppDatabase } from '../offline/database'
import type { SyncQueue } from '../offline/sync-queue'
import { syncItemSchema } from '../offline/sync-queue-items'
import { playlistEditsSchema, type PlaylistEdits, type PlaylistOp } from './playlist-ops'

export const playlistSyncKind = 'playlist'
const keyPrefix = 'playlist:'
export const playlistSyncKey = (playlistId: string) => `${keyPrefix}${playlistId}`
export const playlistIdOfKey = (key: string) => key.slice(keyPrefix.length)

export type NewPlaylistOp = PlaylistOp extends infer Op ? (Op extends PlaylistOp ? Omit<Op, 'opId'> : never) : never

/** The edits waiting for this playlist (unreadable ones count as none). */
export async function waitingEdits(db: AppDatabase, playlistId: string): Promise<PlaylistEdits | null> {
  const item = syncItemSchema.safeParse(await db.get('sync-queue', playlistSyncKey(playlistId)))
  if (!item.success) return null
  const edits = playlistEditsSchema.safeParse(item.data.payload)
  return edits.success ? edits.data : null
}

/** Every playlist with edits waiting, by id. */
export async function allWaitingEdits(db: AppDatabase): Promise<Map<string, PlaylistEdits>> {
  const waiting = new Map<string, PlaylistEdits>()
  for (const raw of await db.getAll('sync-queue')) {
    const item = syncItemSchema.safeParse(raw)
    if (!item.success || item.data.kind !== playlistSyncKind) continue
    const edits = playlistEditsSchema.safeParse(item.data.payload)
    if (edits.success) waiting.set(playlistIdOfKey(item.data.key), edits.data)
  }
  return waiting
}

/** Adds the edit after the ones waiting (another member's waiting edits are kept apart: they wait
 *  for that member, and this one's start afresh). */
export async function queuePlaylistEdit(queue: Pick<SyncQueue, 'enqueue'>, db: AppDatabase, ownerId: string, playlistId: string, op: NewPlaylistOp): Promise<PlaylistOp> {
  const full = { ...op, opId: newId() } as PlaylistOp
  const waiting = await waitingEdits(db, playlistId)
  const earlier = waiting?.ownerId === ownerId ? waiting.ops : []
  const edits: PlaylistEdits = { ownerId, ops: [...earlier, full] }
  await queue.enqueue(playlistSyncKind, playlistSyncKey(playlistId), edits)
  return full
}

/** The server has this edit: it leaves the waiting ones (the item keeps its id, so a newer write
 *  that replaced it meanwhile is not mistaken for this one). */
export async function dropSentEdit(db: AppDatabase, playlistId: string, opId: string): Promise<void> {
  const tx = db.transaction('sync-queue', 'readwrite')
  const item = syncItemSchema.safeParse(await tx.store.get(playlistSyncKey(playlistId)))
  const edits = item.success ? playlistEditsSchema.safeParse(item.data.payload) : null
  if (item.success && edits?.success) {
    await tx.store.put({ ...item.data, payload: { ...edits.data, ops: edits.data.ops.filter((op) => op.opId !== opId) } })
  }
  await tx.done
}
