// Creating, renaming and deleting playlists, and reading one. The id is made on the device, so a
// repeated create is the same playlist (200); another member's id answers exactly as an unknown
// one (404), for reads of a private playlist and for every write, so ids reveal nothing.
import { and, eq } from 'drizzle-orm'
import { playlistMessages } from '#contract/playlists'
import type { Database } from '../db/database'
import { playlists } from '../db/schema'
import { HttpError } from '../http/errors'
import type { PlaylistRow } from './view'

export const unknownPlaylist = () => new HttpError(404, playlistMessages.unknownPlaylist)

export interface SaveInput {
  id: string
  userId: string
  title: string
  public: boolean
}

export async function savePlaylist(
  db: Database,
  input: SaveInput,
  now: Date,
): Promise<{ row: PlaylistRow; created: boolean }> {
  const fields = { title: input.title, public: input.public, updatedAt: now }
  const [inserted] = await db
    .insert(playlists)
    .values({ id: input.id, ownerId: input.userId, ...fields, createdAt: now })
    .onConflictDoNothing({ target: playlists.id })
    .returning()
  if (inserted) return { row: inserted, created: true }
  const [updated] = await db
    .update(playlists)
    .set(fields)
    .where(and(eq(playlists.id, input.id), eq(playlists.ownerId, input.userId)))
    .returning()
  if (!updated) throw unknownPlaylist()
  return { row: updated, created: false }
}

/** The owner's playlist, or anyone's public one. */
export async function findReadablePlaylist(db: Database, id: string, viewerId: string | null): Promise<PlaylistRow> {
  const [row] = await db.select().from(playlists).where(eq(playlists.id, id)).limit(1)
  if (!row || (!row.public && row.ownerId !== viewerId)) throw unknownPlaylist()
  return row
}

export async function removePlaylist(db: Database, id: string, userId: string): Promise<void> {
  const removed = await db
    .delete(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.ownerId, userId)))
    .returning({ id: playlists.id })
  if (removed.length === 0) throw unknownPlaylist()
}
