// A session's natural timing: the pause between lines its owner set (playback, the mixdown and
// episodes apply it to the trimmed takes), and the lines that have their own. Only the owner sets it,
// and only for lines of the session's script.
import { eq } from 'drizzle-orm'
import { sessionMessages, type SessionTiming } from '#contract/sessions'
import type { Database } from '../db/database'
import { sessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { ownedSession, type SessionRow } from './access'

export const sessionTimingOf = (session: Pick<SessionRow, 'pauseMs' | 'linePauses'>): SessionTiming => ({
  pauseMs: session.pauseMs,
  linePauses: session.linePauses,
})

export async function setSessionTiming(
  db: Database,
  input: { sessionId: string; userId: string; timing: SessionTiming; now: Date },
): Promise<{ timing: SessionTiming }> {
  const session = await ownedSession(db, input.sessionId, input.userId)
  const lineIds = new Set(session.script.lines.map((line) => line.id))
  const unknown = Object.keys(input.timing.linePauses).find((lineId) => !lineIds.has(lineId))
  if (unknown !== undefined) throw new HttpError(422, sessionMessages.unknownLine(unknown))
  const [updated] = await db
    .update(sessions)
    .set({ pauseMs: input.timing.pauseMs, linePauses: input.timing.linePauses, updatedAt: input.now })
    .where(eq(sessions.id, input.sessionId))
    .returning({ pauseMs: sessions.pauseMs, linePauses: sessions.linePauses })
  return { timing: updated ? sessionTimingOf(updated) : input.timing }
}
