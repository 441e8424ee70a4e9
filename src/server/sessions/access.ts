// Who may see a session: its members (the owner and the participants; the owner is a participant
// too). Anyone else gets the same 404 as for a missing session, so session ids reveal nothing.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { sessionParticipants, sessions } from '../db/schema'
import { HttpError } from '../http/errors'

export type SessionRow = typeof sessions.$inferSelect

export const sessionNotFoundMessage = 'This session does not exist.'
export const sessionOwnerOnlyMessage = 'Only the owner of this session can do this.'

export async function memberSession(
  db: Pick<Database, 'select'>,
  sessionId: string,
  userId: string,
): Promise<SessionRow> {
  const [row] = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(
      sessionParticipants,
      and(eq(sessionParticipants.sessionId, sessions.id), eq(sessionParticipants.userId, userId)),
    )
    .where(eq(sessions.id, sessionId))
  if (!row) throw new HttpError(404, sessionNotFoundMessage)
  return row.session
}

/** The session when `userId` owns it; 404 for strangers, 403 for other members. */
export async function ownedSession(db: Database, sessionId: string, userId: string): Promise<SessionRow> {
  const session = await memberSession(db, sessionId, userId)
  if (session.ownerId !== userId) throw new HttpError(403, sessionOwnerOnlyMessage)
  return session
}
