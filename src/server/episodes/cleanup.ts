// Audio uploaded but never made an episode (a publish form closed half-way) is deleted with its
// file a day later; so are upload files a crashed process left behind.
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/database'
import { episodeAudio, episodes } from '../db/schema'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'
import { episodeAudioDir, removeEpisodeAudioFiles, uploadPrefix } from './audio-files'

export const unattachedAudioAfterMs = 24 * 60 * 60 * 1000

/** Deletes audio rows older than a day that no episode names, and their files; how many. */
export async function removeUnattachedAudio(db: Database, dataDir: string, now: Date): Promise<number> {
  const before = new Date(now.getTime() - unattachedAudioAfterMs)
  const stale = db
    .select({ id: episodeAudio.id })
    .from(episodeAudio)
    .leftJoin(episodes, eq(episodes.audioId, episodeAudio.id))
    .where(and(isNull(episodes.id), lt(episodeAudio.createdAt, before)))
  const removed = await db.delete(episodeAudio).where(inArray(episodeAudio.id, stale)).returning({ id: episodeAudio.id })
  await removeEpisodeAudioFiles(dataDir, removed.map((row) => row.id))
  return removed.length
}

/** Upload files untouched for a day: their request ended long ago without cleaning up. */
async function removeStaleUploads(dataDir: string, now: Date): Promise<number> {
  const names = await readdir(episodeAudioDir(dataDir)).catch(() => [] as string[])
  let removed = 0
  for (const name of names.filter((file) => file.startsWith(uploadPrefix))) {
    const file = path.join(episodeAudioDir(dataDir), name)
    const written = await stat(file).then((info) => info.mtimeMs, () => now.getTime())
    if (now.getTime() - written < unattachedAudioAfterMs) continue
    await rm(file, { force: true }).catch(() => undefined)
    removed += 1
  }
  return removed
}

export function scheduleEpisodeAudioCleanup(app: FastifyInstance, db: Database, dataDir: string, now: () => Date, log: FastifyBaseLogger): void {
  schedulePeriodicCleanup(app, log, {
    async run() {
      const audio = await removeUnattachedAudio(db, dataDir, now())
      const uploads = await removeStaleUploads(dataDir, now())
      return audio + uploads > 0 ? { removed: { audio, uploads }, message: 'Removed episode audio never published' } : null
    },
    failure: 'Could not remove episode audio never published',
  })
}
