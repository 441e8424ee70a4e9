// A member's favourite episodes. Marking is idempotent (the first time stays the time it was
// favoured); the list leaves out episodes the member may no longer see, without forgetting them.
import { and, eq } from 'drizzle-orm'
import type { Favourite } from '#contract/listening'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { episodes, favourites } from '../db/schema'
import { toEpisodeSummary } from '../episodes/summaries'
import { keyset, toPage } from '../http/page-cursor'
import { findVisibleEpisode, unknownIfGone, visibleEpisodeSql } from './episode-access'
import { selectEpisodeSummariesWith } from './episode-rows'

const newestFirst = keyset(favourites.createdAt, favourites.episodeId, 'desc')

export async function addFavourite(db: Database, userId: string, episodeId: string, now: Date): Promise<void> {
  await findVisibleEpisode(db, episodeId, userId, now)
  // created_at from the server's clock in milliseconds, so the page cursor compares exactly.
  await db.insert(favourites).values({ userId, episodeId, createdAt: now }).onConflictDoNothing().catch(unknownIfGone)
}

/** Idempotent, and allowed for an episode the member can no longer see. */
export async function removeFavourite(db: Database, userId: string, episodeId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.episodeId, episodeId)))
}

export async function listFavourites(
  db: Database,
  input: { userId: string; limit: number; cursor: string | undefined },
  now: Date,
): Promise<Page<Favourite>> {
  const rows = await selectEpisodeSummariesWith(db, input.userId, { favouredAt: favourites.createdAt })
    .innerJoin(favourites, eq(favourites.episodeId, episodes.id))
    .where(
      and(eq(favourites.userId, input.userId), visibleEpisodeSql(input.userId, now), newestFirst.after(input.cursor)),
    )
    .orderBy(...newestFirst.orderBy)
    .limit(input.limit + 1)
  return toPage(
    rows,
    input.limit,
    (row) => ({ episode: toEpisodeSummary(row, now), favouredAt: row.favouredAt.toISOString() }),
    (row) => [row.favouredAt, row.id],
  )
}
