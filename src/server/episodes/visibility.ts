// When an episode is public: its publish time has come and no teacher's approval is awaited.
// Everyone else's view of an episode follows from this one rule.
import { and, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import type { EpisodeState } from '#contract/episodes'
import { episodes } from '../db/schema'

export function isPublicEpisode(now: Date): SQL {
  return and(isNotNull(episodes.publishedAt), lte(episodes.publishedAt, now), isNull(episodes.awaitingApprovalSince))!
}

export function episodeStateOf(
  row: { publishedAt: Date | null; awaitingApprovalSince: Date | null },
  now: Date,
): EpisodeState {
  if (row.awaitingApprovalSince) return 'waiting'
  if (!row.publishedAt) return 'unpublished'
  return row.publishedAt.getTime() <= now.getTime() ? 'published' : 'scheduled'
}
