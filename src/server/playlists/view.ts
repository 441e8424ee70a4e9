// A playlist as a caller sees it: its episodes in play order, leaving out the ones the caller may
// not see (listening/episode-access.ts), with the count and length of what is shown.
import { and, asc, count, eq, inArray, sum } from 'drizzle-orm'
import type { Playlist, PlaylistView } from '#contract/playlists'
import type { Database } from '../db/database'
import type { playlists } from '../db/schema'
import { episodeAudio, episodes, playlistItems, users } from '../db/schema'
import { selectEpisodeSummaries, toEpisodeSummary } from '../episodes/summaries'
import { visibleEpisodeSql } from '../listening/episode-access'
import { toPublicUser, visibleUserColumns } from '../profiles/view'

export type PlaylistRow = typeof playlists.$inferSelect

export async function playlistView(
  db: Database,
  playlist: PlaylistRow,
  viewerId: string | null,
  now: Date,
): Promise<PlaylistView> {
  const rows = await selectEpisodeSummaries(db, viewerId)
    .innerJoin(playlistItems, and(eq(playlistItems.episodeId, episodes.id), eq(playlistItems.playlistId, playlist.id)))
    .where(visibleEpisodeSql(viewerId, now))
    .orderBy(asc(playlistItems.position))
  const shown = rows.map((row) => toEpisodeSummary(row, now))
  const totals = {
    episodeCount: shown.length,
    durationMs: shown.reduce((total, episode) => total + episode.durationMs, 0),
  }
  const [owner] = await ownersOf(db, [playlist.ownerId])
  return {
    ...toPlaylist(playlist, owner!, totals),
    episodes: shown,
    viewer: { canEdit: viewerId === playlist.ownerId },
  }
}

type Totals = Pick<Playlist, 'episodeCount' | 'durationMs'>
type Owner = Awaited<ReturnType<typeof ownersOf>>[number]

export function toPlaylist(row: PlaylistRow, owner: Owner, totals: Totals): Playlist {
  return {
    id: row.id,
    title: row.title,
    public: row.public,
    owner: toPublicUser(owner),
    ...totals,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function ownersOf(db: Database, ownerIds: string[]) {
  return db.select(visibleUserColumns).from(users).where(inArray(users.id, ownerIds))
}

/** Each playlist's count and length of the episodes `viewerId` may see. */
export async function totalsOf(
  db: Database,
  playlistIds: string[],
  viewerId: string,
  now: Date,
): Promise<Map<string, Totals>> {
  if (playlistIds.length === 0) return new Map()
  const rows = await db
    .select({
      playlistId: playlistItems.playlistId,
      episodeCount: count(),
      durationMs: sum(episodeAudio.durationMs).mapWith(Number),
    })
    .from(playlistItems)
    .innerJoin(episodes, eq(episodes.id, playlistItems.episodeId))
    .innerJoin(episodeAudio, eq(episodeAudio.id, episodes.audioId))
    .where(and(inArray(playlistItems.playlistId, playlistIds), visibleEpisodeSql(viewerId, now)))
    .groupBy(playlistItems.playlistId)
  return new Map(rows.map((row) => [row.playlistId, { episodeCount: row.episodeCount, durationMs: row.durationMs }]))
}
