// Recording a finished upload as a take (idempotent by the take id; the newest take of a line is
// chosen, unless a member chose one) and choosing the take that counts for its line (a partial
// unique index keeps it to one), for the session's members only. Another member's new take is
// announced to the session's owner. "Newest" is the last recorded, by its device's clock (never later
// than its arrival): a retake recorded offline counts once it arrives (issue 34), and a take that
// waited on a device while a newer one of its line arrived does not take that one's place.
import { and, eq, sql } from 'drizzle-orm'
import type { Take } from '#contract/takes'
import type { Database } from '../db/database'
import { sessions, takes } from '../db/schema'
import { HttpError } from '../http/errors'
import { addOrRefreshNotification } from '../notifications/coalesce'
import { memberSession } from '../sessions/access'
import { findTake, takeNotFoundMessage, toTake, type TakeRow } from './queries'

export type NewTake = Omit<
  TakeRow,
  'chosen' | 'chosenByMember' | 'createdAt' | 'trimStartMs' | 'trimEndMs' | 'cueEndMs' | 'recordedAt' | 'lufs' | 'peaks'
> & {
  cueEndMs?: number | null
  recordedAt?: Date | null
}

/** Inserts the take unless it exists; it is chosen unless a member chose another take of its line.
 *  Returns the stored row. */
export async function recordTake(db: Database, take: NewTake, now: Date): Promise<TakeRow> {
  return db.transaction(async (tx) => {
    // Serialises takes of one session, so two new takes of a line cannot both be chosen.
    const [session] = await tx
      .select({ ownerId: sessions.ownerId, title: sql<string>`${sessions.script}->>'title'` })
      .from(sessions)
      .where(eq(sessions.id, take.sessionId))
      .for('update')
    const chosenOfLine = and(eq(takes.sessionId, take.sessionId), eq(takes.lineId, take.lineId), eq(takes.chosen, true))
    const [chosenAlready] = await tx
      .select({
        id: takes.id,
        byMember: takes.chosenByMember,
        recordedAt: takes.recordedAt,
        createdAt: takes.createdAt,
      })
      .from(takes)
      .where(chosenOfLine)
    const [exists] = await tx.select({ id: takes.id }).from(takes).where(eq(takes.id, take.id))
    const recordedAt = take.recordedAt && take.recordedAt < now ? take.recordedAt : now
    const newerChosen = chosenAlready && (chosenAlready.recordedAt ?? chosenAlready.createdAt) > recordedAt
    const chosen = !exists && !chosenAlready?.byMember && !newerChosen
    if (chosen && chosenAlready) await tx.update(takes).set({ chosen: false }).where(eq(takes.id, chosenAlready.id))
    const [inserted] = await tx
      .insert(takes)
      .values({ ...take, chosen, createdAt: now, recordedAt })
      .onConflictDoNothing()
      .returning()
    if (inserted) await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, take.sessionId))
    // The owner hears of other members' takes, one unread notification per session.
    if (inserted && session && session.ownerId !== take.userId) {
      const told = {
        userId: session.ownerId,
        kind: 'take_added',
        actorId: take.userId,
        subjectId: take.sessionId,
        payload: { title: session.title },
      } as const
      await addOrRefreshNotification(tx, told, now)
    }
    const [stored] = inserted ? [inserted] : await tx.select().from(takes).where(eq(takes.id, take.id))
    if (!stored) throw new Error('the take vanished while being recorded')
    return stored
  })
}

/** The take when `userId` is a member of its session; 404 otherwise (also for takes of other sessions). */
export async function memberTake(db: Database, takeId: string, userId: string, sessionId?: string): Promise<TakeRow> {
  const take = await findTake(db, takeId)
  if (!take || (sessionId !== undefined && take.sessionId !== sessionId)) throw new HttpError(404, takeNotFoundMessage)
  await memberSession(db, take.sessionId, userId).catch(() => {
    throw new HttpError(404, takeNotFoundMessage)
  })
  return take
}

export async function chooseTake(
  db: Database,
  sessionId: string,
  takeId: string,
  userId: string,
  now: Date,
): Promise<Take> {
  await memberSession(db, sessionId, userId)
  const take = await memberTake(db, takeId, userId, sessionId)
  return db.transaction(async (tx) => {
    await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update')
    await tx
      .update(takes)
      .set({ chosen: false, chosenByMember: false })
      .where(and(eq(takes.sessionId, sessionId), eq(takes.lineId, take.lineId), eq(takes.chosen, true)))
    const [chosen] = await tx
      .update(takes)
      .set({ chosen: true, chosenByMember: true })
      .where(eq(takes.id, takeId))
      .returning()
    await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, sessionId))
    return toTake(chosen!)
  })
}
