// Changes the owner makes to a session: who voices which role, marking it complete and reopening it.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { episodes, sessionParticipants, sessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { isPublished } from '../portfolio/published'
import { ownedSession, type SessionRow } from './access'

export const notParticipantMessage = 'Roles can only go to members of this session.'
export const unknownRoleMessage = 'This role is not in the script of this session.'
export const roleTwiceMessage = 'A role can be voiced by one member only.'
export const reopenPublishedMessage =
  'This session has been published. Take it off your portfolio and delete its episodes to reopen it.'

/** Replaces every participant's roles with the assignments; a role not listed is nobody's. */
export async function assignRoles(
  db: Database,
  sessionId: string,
  ownerId: string,
  assignments: Array<{ roleId: string; userId: string }>,
  now: Date,
): Promise<SessionRow> {
  const session = await ownedSession(db, sessionId, ownerId)
  const roleIds = new Set(session.script.roles.map((role) => role.id))
  const seen = new Set<string>()
  for (const { roleId } of assignments) {
    if (!roleIds.has(roleId)) throw new HttpError(400, unknownRoleMessage)
    if (seen.has(roleId)) throw new HttpError(400, roleTwiceMessage)
    seen.add(roleId)
  }
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: sessionParticipants.userId })
      .from(sessionParticipants)
      .where(eq(sessionParticipants.sessionId, sessionId))
    const memberIds = new Set(members.map((member) => member.userId))
    if (assignments.some((assignment) => !memberIds.has(assignment.userId)))
      throw new HttpError(400, notParticipantMessage)
    for (const userId of memberIds) {
      // Keeps the script's role order.
      const mine = session.script.roles
        .filter((role) => assignments.some((a) => a.roleId === role.id && a.userId === userId))
        .map((role) => role.id)
      await tx
        .update(sessionParticipants)
        .set({ roleIds: mine })
        .where(and(eq(sessionParticipants.sessionId, sessionId), eq(sessionParticipants.userId, userId)))
    }
    const [updated] = await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, sessionId)).returning()
    return updated!
  })
}

/** Completing twice is fine. A complete session still accepts takes recorded before (nothing is lost). */
export async function completeSession(
  db: Database,
  sessionId: string,
  ownerId: string,
  now: Date,
): Promise<SessionRow> {
  const session = await ownedSession(db, sessionId, ownerId)
  if (session.status === 'complete') return session
  const [updated] = await db
    .update(sessions)
    .set({ status: 'complete', updatedAt: now })
    .where(eq(sessions.id, sessionId))
    .returning()
  return updated!
}

/** Back to open, for more takes, unless it is on the portfolio or an episode was made from it. */
export async function reopenSession(db: Database, sessionId: string, ownerId: string, now: Date): Promise<SessionRow> {
  const session = await ownedSession(db, sessionId, ownerId)
  if (session.status === 'open') return session
  return db.transaction(async (tx) => {
    const [episode] = await tx
      .select({ id: episodes.id })
      .from(episodes)
      .where(eq(episodes.sessionId, sessionId))
      .limit(1)
    if (episode || (await isPublished(tx, sessionId))) throw new HttpError(409, reopenPublishedMessage)
    const [updated] = await tx
      .update(sessions)
      .set({ status: 'open', updatedAt: now })
      .where(eq(sessions.id, sessionId))
      .returning()
    return updated!
  })
}
