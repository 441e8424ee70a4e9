// Playlist edits waiting for the server live in the sync queue itself: one item per member and
// playlist (`playlist:<userId>:<playlistId>`), its payload the edits in the order they were made. A new
// edit is appended to that member's waiting ones (another member's on the same device wait apart, for
// their next sign-in); each edit leaves the item once the server has it, so none is sent twice unless
// its answer was lost (and then the server's idempotent write changes nothing).
import { newId } from '#shared/new-id'
import type { AppDatabase } from '../offline/database'
import type { SyncQueue } from '../offline/sync-queue'
import { syncItemSchema } from '../offline/sync-queue-items'
import { playlistEditsSchema, type PlaylistEdits, type PlaylistOp } from './playlist-ops'
import { dismissPlaylistRefusals } from './playlist-sync-events'

export const playlistSyncKind = 'playlist'
const keyPrefix = 'playlist:'
export const playlistSyncKey = (ownerId: string, playlistId: string) => `${keyPrefix}${ownerId}:${playlistId}`
/** The member and playlist of a key (ids never hold a colon). */
export function playlistOfKey(key: string): { ownerId: string; playlistId: string } {
  const [ownerId = '', playlistId = ''] = key.slice(keyPrefix.length).split(':')
  return { ownerId, playlistId }
}

export type NewPlaylistOp = PlaylistOp extends infer Op ? (Op extends PlaylistOp ? Omit<Op, 'opId'> : never) : never

/** This member's edits waiting for this playlist (unreadable ones count as none). */
export async function waitingEdits(
  db: AppDatabase,
  ownerId: string,
  playlistId: string,
): Promise<PlaylistEdits | null> {
  const item = syncItemSchema.safeParse(await db.get('sync-queue', playlistSyncKey(ownerId, playlistId)))
  if (!item.success) return null
  const edits = playlistEditsSchema.safeParse(item.data.payload)
  return edits.success ? edits.data : null
}

/** Every playlist with this member's edits waiting, by id (another member's are not theirs to see). */
export async function allWaitingEdits(db: AppDatabase, ownerId: string): Promise<Map<string, PlaylistEdits>> {
  const waiting = new Map<string, PlaylistEdits>()
  for (const raw of await db.getAll('sync-queue')) {
    const item = syncItemSchema.safeParse(raw)
    if (!item.success || item.data.kind !== playlistSyncKind) continue
    const { ownerId: keyOwner, playlistId } = playlistOfKey(item.data.key)
    const edits = playlistEditsSchema.safeParse(item.data.payload)
    if (edits.success && keyOwner === ownerId && edits.data.ownerId === ownerId) waiting.set(playlistId, edits.data)
  }
  return waiting
}

/** Adds the edit after this member's waiting ones (another member's, under their own key, stay); a
 *  refusal still shown for the playlist is over with this new edit. */
export async function queuePlaylistEdit(
  queue: Pick<SyncQueue, 'enqueue'>,
  db: AppDatabase,
  ownerId: string,
  playlistId: string,
  op: NewPlaylistOp,
): Promise<PlaylistOp> {
  const full = { ...op, opId: newId() } as PlaylistOp
  const waiting = await waitingEdits(db, ownerId, playlistId)
  const edits: PlaylistEdits = { ownerId, ops: [...(waiting?.ops ?? []), full] }
  await queue.enqueue(playlistSyncKind, playlistSyncKey(ownerId, playlistId), edits)
  dismissPlaylistRefusals(playlistId)
  return full
}

/** The server has this edit: it leaves the waiting ones (the item keeps its id, so a newer write
 *  that replaced it meanwhile is not mistaken for this one). */
export async function dropSentEdit(db: AppDatabase, ownerId: string, playlistId: string, opId: string): Promise<void> {
  const tx = db.transaction('sync-queue', 'readwrite')
  const item = syncItemSchema.safeParse(await tx.store.get(playlistSyncKey(ownerId, playlistId)))
  const edits = item.success ? playlistEditsSchema.safeParse(item.data.payload) : null
  if (item.success && edits?.success) {
    await tx.store.put({
      ...item.data,
      payload: { ...edits.data, ops: edits.data.ops.filter((op) => op.opId !== opId) },
    })
  }
  await tx.done
}
