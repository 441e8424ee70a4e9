// One episode as the caller sees it (GET /api/episodes/:linkId and the answers of every change):
// its summary, transcript and chapters, and what the caller may do and where they stopped.
import { and, eq } from 'drizzle-orm'
import type { EpisodeView } from '#contract/episodes'
import type { Database } from '../db/database'
import { episodes, favourites, listens } from '../db/schema'
import type { EpisodeAccess } from './access'
import { selectEpisodeSummaries, toEpisodeSummary } from './summaries'

async function listenerOf(
  db: Database,
  episodeId: string,
  userId: string | null,
): Promise<{ favourite: boolean; positionMs: number | null }> {
  if (!userId) return { favourite: false, positionMs: null }
  const [favourite] = await db
    .select({ at: favourites.createdAt })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.episodeId, episodeId)))
    .limit(1)
  const [listen] = await db
    .select({ positionMs: listens.positionMs })
    .from(listens)
    .where(and(eq(listens.userId, userId), eq(listens.episodeId, episodeId)))
    .limit(1)
  return { favourite: favourite !== undefined, positionMs: listen?.positionMs ?? null }
}

export async function episodeView(
  db: Database,
  access: EpisodeAccess,
  userId: string | null,
  now: Date,
): Promise<EpisodeView> {
  const { episode } = access
  const [row] = await selectEpisodeSummaries(db, userId).where(eq(episodes.id, episode.id)).limit(1)
  if (!row) throw new Error(`episode ${episode.id} vanished while being read`)
  return {
    ...toEpisodeSummary(row, now),
    transcript: episode.transcript ?? null,
    chapters: episode.chapters ?? null,
    sessionId: episode.sessionId,
    viewer: { canEdit: access.canEdit, canApprove: access.canApprove, ...(await listenerOf(db, episode.id, userId)) },
  }
}
