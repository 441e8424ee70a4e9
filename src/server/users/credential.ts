// The profile editor's first phase: a new e-mail and/or a new password, proven by the current
// password. A new password revokes every refresh token of the member, so other devices (maybe a
// thief's) are signed out; the caller then starts a fresh sign-in for this device.
import { and, eq, ne, or, sql } from 'drizzle-orm'
import { profileMessages } from '#contract/profiles'
import { hashPassword, verifyPassword } from '../auth/passwords'
import type { Database } from '../db/database'
import { users } from '../db/schema'
import { revokeSignInsOf } from '../sign-ins/service'
import { HttpError } from '../http/errors'
import { findUserById } from './queries'
import { emailTakenMessage, isUniqueViolation } from './service'

export interface CredentialChange {
  newEmail?: string | undefined
  newPassword?: string | undefined
  password: string
}

/** Checks the member's current password: 403 (not 401, which the app would take for an expired token). */
export async function confirmPassword(db: Database, userId: string, password: string) {
  const row = await findUserById(db, userId)
  if (!row) throw new HttpError(401, 'Your session has ended. Please log in again.')
  if (!row.passwordHash) throw new HttpError(403, profileMessages.noPassword)
  if (!(await verifyPassword(row.passwordHash, password))) throw new HttpError(403, profileMessages.wrongPassword)
  return row
}

/** Who may close the account: a password account with its password; a Microsoft account (no
 *  password here) by the user ID typed in `username`, which the route checks for every account. */
export async function confirmClosing(db: Database, userId: string, password: string | undefined) {
  const row = await findUserById(db, userId)
  if (!row) throw new HttpError(401, 'Your session has ended. Please log in again.')
  if (!row.passwordHash) return row
  if (password === undefined) throw new HttpError(400, 'Please enter your password.')
  return confirmPassword(db, userId, password)
}

/** Returns whether the password changed (the caller then issues a new refresh token). */
export async function changeCredentials(
  db: Database,
  userId: string,
  change: CredentialChange,
  now: Date,
): Promise<{ passwordChanged: boolean }> {
  const row = await confirmPassword(db, userId, change.password)
  const email = change.newEmail !== undefined && change.newEmail !== row.email ? change.newEmail : undefined
  if (email) {
    // Someone's e-mail, or someone's user ID that reads as this address, would make sign-in ambiguous.
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.id, userId), or(eq(users.email, email), eq(sql`lower(${users.username})`, email))))
      .limit(1)
    if (taken) throw new HttpError(409, emailTakenMessage)
  }
  const passwordHash = change.newPassword !== undefined ? await hashPassword(change.newPassword) : undefined
  try {
    await db.transaction(async (tx) => {
      if (email || passwordHash) await tx.update(users).set({ email, passwordHash }).where(eq(users.id, userId))
      if (passwordHash) {
        await revokeSignInsOf(tx, userId, now)
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, emailTakenMessage)
    throw error
  }
  return { passwordChanged: passwordHash !== undefined }
}
