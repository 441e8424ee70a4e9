// Storing activity records: who may send what, the time window, and counting each record once.
import { activityLimits, type ActivityReceipt, type ValidActivityRecord } from '#contract/activities'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { activities } from '../db/schema'
import { HttpError } from '../http/errors'
import { addToRollups } from './rollups'

export const memberRecordNeedsTokenMessage = "A member's activity is sent with that member's access token."
export const recordOfAnotherMemberMessage =
  'The records must be those of the signed-in member or of a visitor (userId null).'
export const tooOldMessage = 'The record is more than 7 days old.'
export const inFutureMessage = 'The record is dated in the future; check the device clock.'

/** A batch's records belong to the caller: a member's records come with their token; a visitor's
 *  (userId null) with any token or none. All or nothing: a wrong one means a wrong sender. */
export function checkSender(records: readonly ValidActivityRecord[], callerId: string | null): void {
  for (const record of records) {
    if (record.userId === null || record.userId === callerId) continue
    throw callerId === null
      ? new HttpError(401, memberRecordNeedsTokenMessage)
      : new HttpError(403, recordOfAnotherMemberMessage)
  }
}

/** Why a record's time cannot be stored, or null. */
export function timeProblem(localTime: Date, receivedAt: Date): string | null {
  const age = receivedAt.getTime() - localTime.getTime()
  if (age > activityLimits.pastMs) return tooOldMessage
  if (age < -activityLimits.futureMs) return inFutureMessage
  return null
}

/** Stores the records that fit the window, once each; the rest are rejected one by one. */
export async function storeActivities(
  db: Database,
  records: readonly ValidActivityRecord[],
  receivedAt: Date,
): Promise<ActivityReceipt> {
  const rejected: ActivityReceipt['rejected'] = []
  const rows: (typeof activities.$inferInsert)[] = []
  const seen = new Set<string>()
  let duplicates = 0
  for (const record of records) {
    const localTime = new Date(record.localTime)
    const problem = timeProblem(localTime, receivedAt)
    if (problem) {
      rejected.push({ id: record.id ?? null, message: problem })
      continue
    }
    const id = record.id ?? newId()
    // The same id twice in one batch is one record.
    if (seen.has(id)) {
      duplicates++
      continue
    }
    seen.add(id)
    const { userId, session, path, action, context } = record
    rows.push({ id, userId, localTime, session, path, action, context, variant: context.variant ?? null, receivedAt })
  }
  const stored = rows.length ? await storeNew(db, rows) : 0
  return { stored, duplicates: duplicates + rows.length - stored, rejected }
}

/** Inserts the rows not stored before and adds those to the rollups, all or nothing; how many. */
async function storeNew(db: Database, rows: (typeof activities.$inferInsert)[]): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = await tx.insert(activities).values(rows).onConflictDoNothing().returning({
      id: activities.id,
      userId: activities.userId,
      localTime: activities.localTime,
      session: activities.session,
      path: activities.path,
      action: activities.action,
      context: activities.context,
    })
    await addToRollups(tx, stored)
    return stored.length
  })
}
