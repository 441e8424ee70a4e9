// Before c2be04b the podcast site queued a member's writes under keys that did not name the member
// (`playlist:<playlistId>`, `listen:<episodeId>`, `favourite:<episodeId>`). Read with today's key
// parser, an old playlist key named no waiting edits, so its handler answered done and the member's
// edits were deleted unsent. At start, before the queue runs, each old key is moved under the member
// its payload names; a playlist's old edits go before any the member queued since. The playlists
// feature runs it for the listening writes too: they were keyed the same way, in the same release.
import { z } from 'zod/mini'
import type { AppDatabase } from '../offline/database'
import { readSyncItem, type SyncItem } from '../offline/sync-queue-items'
import { playlistEditsSchema } from './playlist-ops'

const podcastKinds = new Set(['playlist', 'listen', 'favourite'])
const listenerOf = z.object({ userId: z.string().check(z.minLength(1)) })

function ownerOf(item: SyncItem): string | null {
  if (item.kind === 'playlist') {
    const edits = playlistEditsSchema.safeParse(item.payload)
    return edits.success && edits.data.ownerId ? edits.data.ownerId : null
  }
  const listener = listenerOf.safeParse(item.payload)
  return listener.success ? listener.data.userId : null
}

/** Old playlist edits first, then the member's newer ones under the new key. */
function merged(old: SyncItem, newer: SyncItem): SyncItem {
  const before = playlistEditsSchema.safeParse(old.payload)
  const after = playlistEditsSchema.safeParse(newer.payload)
  if (!before.success || !after.success) return newer
  const known = new Set(after.data.ops.map((op) => op.opId))
  return {
    ...newer,
    payload: { ...after.data, ops: [...before.data.ops.filter((op) => !known.has(op.opId)), ...after.data.ops] },
  }
}

/** Moves every old-style podcast key under its member; answers how many moved. */
export async function rekeyPodcastWrites(db: AppDatabase): Promise<number> {
  const tx = db.transaction('sync-queue', 'readwrite')
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll() as Promise<unknown[]>])
  let moved = 0
  for (const [index, raw] of values.entries()) {
    const item = readSyncItem(raw, keys[index])
    const parts = item?.key.split(':') ?? []
    if (!item || !podcastKinds.has(item.kind) || parts.length !== 2) continue
    const owner = ownerOf(item)
    if (!owner) continue
    const key = `${item.kind}:${owner}:${parts[1]}`
    const newer = readSyncItem(await tx.store.get(key), key)
    // A newer position or favourite of the same member replaces the old one, as a new write always does.
    const next = !newer ? { ...item, key } : item.kind === 'playlist' ? merged(item, newer) : newer
    await tx.store.put(next)
    await tx.store.delete(item.key)
    moved += 1
  }
  await tx.done
  return moved
}
