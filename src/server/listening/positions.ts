// Where a member stopped in each episode (their history). A position carries the device's time of
// listening and the stored one is replaced only by a newer one, in the insert itself, so positions
// queued offline and sent late, twice, or from two devices at once never move it back.
import { and, eq, sql } from 'drizzle-orm'
import { listeningMessages, type HistoryEntry } from '#contract/listening'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { episodes, listens } from '../db/schema'
import { toEpisodeSummary } from '../episodes/summaries'
import { HttpError } from '../http/errors'
import { keyset, toPage } from '../http/page-cursor'
import { findVisibleEpisode, unknownIfGone, visibleEpisodeSql } from './episode-access'
import { selectEpisodeSummariesWith } from './episode-rows'

/** How far a device's clock may run ahead of the server's. */
export const listenedAtLeadMs = 5 * 60_000
/** Older times are a broken clock, not a listen. */
const earliestListen = new Date('2020-01-01T00:00:00Z')
/** A player's last position may pass the measured length a little (decoders round differently). */
const positionSlackMs = 1000

const newestFirst = keyset(listens.listenedAt, listens.episodeId, 'desc')

export interface PositionInput {
  userId: string
  episodeId: string
  positionMs: number
  finished: boolean
  listenedAt: string
}

export async function savePosition(db: Database, input: PositionInput, now: Date): Promise<void> {
  const listenedAt = new Date(input.listenedAt)
  if (
    Number.isNaN(listenedAt.getTime()) ||
    listenedAt < earliestListen ||
    listenedAt.getTime() > now.getTime() + listenedAtLeadMs
  ) {
    throw new HttpError(422, listeningMessages.listenedAt)
  }
  const episode = await findVisibleEpisode(db, input.episodeId, input.userId, now)
  if (input.positionMs > episode.durationMs + positionSlackMs) throw new HttpError(422, listeningMessages.position)
  const { userId, episodeId, positionMs, finished } = input
  await db
    .insert(listens)
    .values({ userId, episodeId, positionMs, finished, listenedAt })
    .onConflictDoUpdate({
      target: [listens.userId, listens.episodeId],
      set: { positionMs, finished, listenedAt },
      setWhere: sql`${listens.listenedAt} < excluded.listened_at`,
    })
    .catch(unknownIfGone)
}

/** Idempotent. */
export async function forgetListen(db: Database, userId: string, episodeId: string): Promise<void> {
  await db.delete(listens).where(and(eq(listens.userId, userId), eq(listens.episodeId, episodeId)))
}

export async function listHistory(
  db: Database,
  input: { userId: string; limit: number; cursor: string | undefined },
  now: Date,
): Promise<Page<HistoryEntry>> {
  const rows = await selectEpisodeSummariesWith(db, input.userId, {
    positionMs: listens.positionMs,
    finished: listens.finished,
    listenedAt: listens.listenedAt,
  })
    .innerJoin(listens, eq(listens.episodeId, episodes.id))
    .where(and(eq(listens.userId, input.userId), visibleEpisodeSql(input.userId, now), newestFirst.after(input.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(input.limit + 1)
  return toPage(
    rows,
    input.limit,
    (row) => ({
      episode: toEpisodeSummary(row, now),
      positionMs: row.positionMs,
      finished: row.finished,
      listenedAt: row.listenedAt.toISOString(),
    }),
    (row) => [row.listenedAt, row.id],
  )
}
