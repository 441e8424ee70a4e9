// Audio uploaded but never made an episode (a publish form closed half-way) is deleted with its
// blob a day later.
import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { BlobStore } from '../blobs/blob-store'
import type { Database } from '../db/database'
import { episodeAudio, episodes } from '../db/schema'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'
import { episodeAudioKey } from './audio-key'

export const unattachedAudioAfterMs = 24 * 60 * 60 * 1000

/** Deletes audio rows older than a day that no episode names, and their blobs; how many. */
export async function removeUnattachedAudio(db: Database, blobs: BlobStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - unattachedAudioAfterMs)
  const stale = db
    .select({ id: episodeAudio.id })
    .from(episodeAudio)
    .leftJoin(episodes, eq(episodes.audioId, episodeAudio.id))
    .where(and(isNull(episodes.id), lt(episodeAudio.createdAt, before)))
  const removed = await db
    .delete(episodeAudio)
    .where(inArray(episodeAudio.id, stale))
    .returning({ id: episodeAudio.id })
  await blobs.remove(removed.map((row) => episodeAudioKey(row.id)))
  return removed.length
}

export function scheduleEpisodeAudioCleanup(
  app: FastifyInstance,
  db: Database,
  blobs: BlobStore,
  now: () => Date,
  log: FastifyBaseLogger,
): void {
  schedulePeriodicCleanup(app, log, {
    async run() {
      const audio = await removeUnattachedAudio(db, blobs, now())
      return audio > 0 ? { removed: { audio }, message: 'Removed episode audio never published' } : null
    },
    failure: 'Could not remove episode audio never published',
  })
}
