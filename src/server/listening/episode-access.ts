// Which episodes a listener may favourite, position, keep in a playlist and see in their lists: the
// public ones, and for a member also those they could open anyway: ones they wrote, and ones of a
// channel they edit (its owner, or a teacher of its class). Everything else answers as unknown.
import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { listeningMessages } from '#contract/listening'
import type { Database } from '../db/database'
import { channels, classMembers, episodeAudio, episodes } from '../db/schema'
import { isPublicEpisode } from '../episodes/visibility'
import { HttpError } from '../http/errors'
import { isForeignKeyViolation } from '../users/service'

/** SQL over `episodes`: the episode is visible to `userId` (null: a visitor) at `now`. */
export function visibleEpisodeSql(userId: string | null, now: Date): SQL {
  if (!userId) return isPublicEpisode(now)
  const editsChannel = sql`exists (select 1 from ${channels} "own" where "own"."id" = ${episodes.channelId} and ("own"."owner_id" = ${userId}
    or exists (select 1 from ${classMembers} "teaching" where "teaching"."class_id" = "own"."class_id"
      and "teaching"."user_id" = ${userId} and "teaching"."membership" = 'teacher')))`
  return or(isPublicEpisode(now), eq(episodes.authorId, userId), editsChannel)!
}

/** For an insert after findVisibleEpisode: the episode removed in between answers 404 `unknownEpisode`. */
export function unknownIfGone(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new HttpError(404, listeningMessages.unknownEpisode)
  throw error
}

/** The episode's id and length when `userId` may see it; 404 `unknownEpisode` otherwise. */
export async function findVisibleEpisode(
  db: Database,
  episodeId: string,
  userId: string | null,
  now: Date,
): Promise<{ id: string; durationMs: number }> {
  const [row] = await db
    .select({ id: episodes.id, durationMs: episodeAudio.durationMs })
    .from(episodes)
    .innerJoin(episodeAudio, eq(episodeAudio.id, episodes.audioId))
    .where(and(eq(episodes.id, episodeId), visibleEpisodeSql(userId, now)))
    .limit(1)
  if (!row) throw new HttpError(404, listeningMessages.unknownEpisode)
  return row
}
