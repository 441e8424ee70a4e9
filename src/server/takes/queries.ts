// Take rows: reading them for a session, recording a finished upload (idempotent by the take id)
// and choosing the take that counts for its line (a partial unique index keeps it to one).
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { takeAudioPath, type Take } from '../../contract/takes'
import type { Database } from '../db/database'
import { sessions, takes } from '../db/schema'
import { HttpError } from '../http/errors'
import { memberSession } from '../sessions/access'

export type TakeRow = typeof takes.$inferSelect

export const takeNotFoundMessage = 'This take does not exist.'

export function toTake(row: TakeRow): Take {
  return {
    id: row.id,
    lineId: row.lineId,
    userId: row.userId,
    durationMs: row.durationMs,
    mime: row.mime,
    size: row.size,
    chosen: row.chosen,
    createdAt: row.createdAt.toISOString(),
    audioUrl: takeAudioPath(row.id),
  }
}

export async function listTakes(db: Database, sessionId: string, after?: Date): Promise<Take[]> {
  const rows = await db
    .select()
    .from(takes)
    .where(after ? and(eq(takes.sessionId, sessionId), gt(takes.createdAt, after)) : eq(takes.sessionId, sessionId))
    .orderBy(asc(takes.createdAt), asc(takes.id))
  return rows.map(toTake)
}

/** The chosen take of each recorded line, per session. */
export async function chosenTakes(db: Database, sessionIds: string[]): Promise<Map<string, Take[]>> {
  const bySession = new Map<string, Take[]>(sessionIds.map((id) => [id, []]))
  if (sessionIds.length === 0) return bySession
  const rows = await db
    .select()
    .from(takes)
    .where(and(inArray(takes.sessionId, sessionIds), eq(takes.chosen, true)))
    .orderBy(asc(takes.createdAt), asc(takes.id))
  for (const row of rows) bySession.get(row.sessionId)?.push(toTake(row))
  return bySession
}

export type NewTake = Omit<TakeRow, 'chosen' | 'createdAt'>

/** Inserts the take unless it exists; the first take of a line is chosen. Returns the stored row. */
export async function recordTake(db: Database, take: NewTake, now: Date): Promise<TakeRow> {
  return db.transaction(async (tx) => {
    // Serialises takes of one session, so two first takes of a line cannot both be chosen.
    await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, take.sessionId)).for('update')
    const [chosenAlready] = await tx
      .select({ id: takes.id })
      .from(takes)
      .where(and(eq(takes.sessionId, take.sessionId), eq(takes.lineId, take.lineId), eq(takes.chosen, true)))
    const [inserted] = await tx
      .insert(takes)
      .values({ ...take, chosen: !chosenAlready, createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (inserted) await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, take.sessionId))
    const [stored] = inserted ? [inserted] : await tx.select().from(takes).where(eq(takes.id, take.id))
    if (!stored) throw new Error('the take vanished while being recorded')
    return stored
  })
}

export async function findTake(db: Database, takeId: string): Promise<TakeRow | undefined> {
  const [row] = await db.select().from(takes).where(eq(takes.id, takeId))
  return row
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

export async function chooseTake(db: Database, sessionId: string, takeId: string, userId: string, now: Date): Promise<Take> {
  await memberSession(db, sessionId, userId)
  const take = await memberTake(db, takeId, userId, sessionId)
  return db.transaction(async (tx) => {
    await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update')
    await tx
      .update(takes)
      .set({ chosen: false })
      .where(and(eq(takes.sessionId, sessionId), eq(takes.lineId, take.lineId), eq(takes.chosen, true)))
    const [chosen] = await tx.update(takes).set({ chosen: true }).where(eq(takes.id, takeId)).returning()
    await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, sessionId))
    return toTake(chosen!)
  })
}

/** Lines with a chosen take, per session (a subquery of a select from sessions). Column names are
 *  spelled out: Drizzle leaves them unqualified in a one-table select, where they would be ambiguous. */
export const recordedLineCount = sql<number>`(select count(*)::int from "takes" where "takes"."session_id" = "sessions"."id" and "takes"."chosen")`
