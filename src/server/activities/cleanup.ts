// Activity records are kept for ACTIVITY_RETENTION_DAYS (400 by default: a year compared with the
// one before, plus a margin), then deleted at start and every 6 hours, with their rollups: the visits
// that ended before, the quarter hours that did, and the upload waits.
import { inArray, lt } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/database'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'
import { activities, activityCounts, activityPageVisits, activityUploadWaits, activityVisits } from './schema'

const day = 24 * 60 * 60 * 1000

const deleteChunk = 10_000

/** Deletes the records that happened more than `retentionDays` before `now`; how many. A chunk at a
 *  time: a first run on a large log may have millions to delete. */
export async function removeOldActivities(db: Database, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * day)
  let removed = 0
  for (;;) {
    const old = db
      .select({ id: activities.id })
      .from(activities)
      .where(lt(activities.localTime, before))
      .limit(deleteChunk)
    const gone = await db.delete(activities).where(inArray(activities.id, old)).returning({ id: activities.id })
    removed += gone.length
    if (gone.length < deleteChunk) break
  }
  // The rollups are a tenth of the log or less: one statement each.
  await db.delete(activityVisits).where(lt(activityVisits.endedAt, before))
  await db.delete(activityPageVisits).where(lt(activityPageVisits.endedAt, before))
  await db.delete(activityCounts).where(lt(activityCounts.quarter, before))
  await db.delete(activityUploadWaits).where(lt(activityUploadWaits.localTime, before))
  return removed
}

export function scheduleActivityCleanup(
  app: FastifyInstance,
  db: Database,
  now: () => Date,
  retentionDays: number,
  log: FastifyBaseLogger,
): void {
  schedulePeriodicCleanup(app, log, {
    async run() {
      const removed = await removeOldActivities(db, now(), retentionDays)
      return removed > 0
        ? { removed: { activities: removed }, message: 'Removed activity records past their retention' }
        : null
    },
    failure: 'Could not remove old activity records',
  })
}
