// Joining through a share link. A usable link exists, is not revoked and has not expired; anything
// else answers the one SPEC §8 text. A role link gives its role when nobody but the owner voices it
// (the owner starts with every role and hands it over); otherwise the member joins without a role.
// A member who joins (not one already in) is announced to the owner as a notification.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { sessionParticipants, sessions, shareLinks } from '../db/schema'
import { HttpError } from '../http/errors'
import { addNotifications } from '../notifications/add'
import type { SessionRef } from './open'

export const linkInvalidMessage = 'This link is invalid.'

export async function joinByShareLink(db: Database, userId: string, linkId: string, now: Date): Promise<SessionRef> {
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(shareLinks).where(eq(shareLinks.id, linkId))
    if (!link || link.revokedAt || (link.expiresAt && link.expiresAt <= now))
      throw new HttpError(404, linkInvalidMessage)
    // Locks the session row, so two members joining with the same role link take turns.
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, link.sessionId)).for('update')
    if (!session) throw new HttpError(404, linkInvalidMessage)
    const ref = { id: session.id, scriptId: session.scriptId }

    const members = await tx.select().from(sessionParticipants).where(eq(sessionParticipants.sessionId, session.id))
    if (members.some((member) => member.userId === userId)) return ref

    const roleId = link.roleId
    const roleIsFree =
      roleId !== null &&
      session.script.roles.some((role) => role.id === roleId) &&
      !members.some((member) => member.userId !== session.ownerId && member.roleIds.includes(roleId))
    if (roleIsFree) {
      await tx
        .update(sessionParticipants)
        .set({ roleIds: sql`array_remove(${sessionParticipants.roleIds}, ${roleId})` })
        .where(and(eq(sessionParticipants.sessionId, session.id), eq(sessionParticipants.userId, session.ownerId)))
    }
    await tx
      .insert(sessionParticipants)
      .values({ sessionId: session.id, userId, roleIds: roleIsFree ? [roleId] : [], createdAt: now })
      .onConflictDoNothing()
    await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, session.id))
    await addNotifications(
      tx,
      [
        {
          userId: session.ownerId,
          kind: 'session_joined',
          actorId: userId,
          subjectId: session.id,
          payload: { title: session.script.title },
        },
      ],
      now,
    )
    return ref
  })
}
