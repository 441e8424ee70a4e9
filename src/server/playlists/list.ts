// The caller's playlists, the most recently changed first, a page at a time on (updated_at, id).
import { and, eq } from 'drizzle-orm'
import type { Page } from '#contract/pagination'
import type { Playlist } from '#contract/playlists'
import type { Database } from '../db/database'
import { playlists } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'
import { ownersOf, toPlaylist, totalsOf } from './view'

const recentFirst = keyset(playlists.updatedAt, playlists.id, 'desc')

export async function listPlaylists(
  db: Database,
  input: { userId: string; limit: number; cursor: string | undefined },
  now: Date,
): Promise<Page<Playlist>> {
  const rows = await db
    .select()
    .from(playlists)
    .where(and(eq(playlists.ownerId, input.userId), recentFirst.after(input.cursor)))
    .orderBy(...recentFirst.orderBy)
    .limit(input.limit + 1)
  if (rows.length === 0) return { items: [], nextCursor: null }
  const [owner] = await ownersOf(db, [input.userId])
  const totals = await totalsOf(
    db,
    rows.slice(0, input.limit).map((row) => row.id),
    input.userId,
    now,
  )
  return toPage(
    rows,
    input.limit,
    (row) => toPlaylist(row, owner!, totals.get(row.id) ?? { episodeCount: 0, durationMs: 0 }),
    (row) => [row.updatedAt, row.id],
  )
}
