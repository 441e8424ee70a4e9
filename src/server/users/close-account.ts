// Closing an account (docs/decisions/041-profiles-and-closing-accounts.md): the user row is deleted
// and the foreign keys cascade over everything the member owned or took part in: drafts, scripts,
// their sessions (with every take in them), their takes in other members' sessions, friendships,
// class places, subscriptions, portfolio, sign-ins and reset codes; mails to them leave the outbox.
// Audio and profile files are deleted after the transaction commits.
import { eq, or } from 'drizzle-orm'
import type { Privilege } from '../../contract/privileges'
import { accountMessages } from '../../contract/users'
import type { Database } from '../db/database'
import { mailOutbox, sessions, takes, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { classMembershipsOf } from '../profiles/queries'
import type { ProfileFiles } from '../profiles/storage'

/** Teachers and students may not close their own account (SPEC §6): a privilege or a class place makes one. */
export async function refuseSchoolAccounts(db: Database, userId: string, privileges: ReadonlySet<Privilege>): Promise<void> {
  const places = await classMembershipsOf(db, userId)
  if (privileges.has('teacher') || places.includes('teacher')) throw new HttpError(403, accountMessages.teacherClose)
  if (privileges.has('student') || places.includes('student')) throw new HttpError(403, accountMessages.studentClose)
}

export async function closeAccount(
  db: Database,
  userId: string,
  files: { profile: ProfileFiles | null; removeTakeAudio: (storageKeys: string[]) => Promise<void> },
): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!row) return null
    const audio = await tx
      .selectDistinct({ key: takes.storageKey })
      .from(takes)
      .leftJoin(sessions, eq(sessions.id, takes.sessionId))
      .where(or(eq(takes.userId, userId), eq(sessions.ownerId, userId)))
    if (row.email) await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, row.email))
    await tx.delete(users).where(eq(users.id, userId))
    return { row, audioKeys: audio.map((take) => take.key) }
  })
  if (!gone) return
  const { row, audioKeys } = gone
  await files.profile?.remove([
    ...(row.photo ? [{ kind: 'photos' as const, id: row.photo }] : []),
    ...(row.intro ? [{ kind: 'intros' as const, id: row.intro }] : []),
  ])
  await files.removeTakeAudio(audioKeys)
}
