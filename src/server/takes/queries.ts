// Reading take rows: a session's takes, the chosen ones of published sessions, one take by id.
// Recording and choosing takes are the service's (service.ts).
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { takeAudioPath, type Take } from '#contract/takes'
import type { Database } from '../db/database'
import { takes } from '../db/schema'

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
    chosenByMember: row.chosen && row.chosenByMember,
    createdAt: row.createdAt.toISOString(),
    recordedAt: (row.recordedAt ?? row.createdAt).toISOString(),
    trim:
      row.trimStartMs === null || row.trimEndMs === null ? null : { startMs: row.trimStartMs, endMs: row.trimEndMs },
    cueEndMs: row.cueEndMs,
    lufs: row.lufs === null ? null : Math.round(row.lufs * 10) / 10,
    peaks: row.peaks,
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

export async function findTake(db: Database, takeId: string): Promise<TakeRow | undefined> {
  const [row] = await db.select().from(takes).where(eq(takes.id, takeId))
  return row
}

/** Lines with a chosen take, per session (a subquery of a select from sessions). Column names are
 *  spelled out: Drizzle leaves them unqualified in a one-table select, where they would be ambiguous. */
export const recordedLineCount = sql<number>`(select count(*)::int from "takes" where "takes"."session_id" = "sessions"."id" and "takes"."chosen")`
