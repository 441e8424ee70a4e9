// Reset codes: 6 random digits mailed to the user; the database keeps only an argon2 hash, one
// code per user (a new request replaces it). A code lives 15 minutes and allows 5 wrong tries,
// counted over verify and reset alike; a successful reset deletes it, so it works only once.
import { randomInt } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { hashForMissingUser, hashPassword, verifyPassword } from '../auth/passwords'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { passwordResetCodes, users } from '../db/schema'
import { revokeSignInsOf } from '../sign-ins/service'
import { HttpError } from '../http/errors'
import { findUserByLogin } from './queries'

export const resetCodeTtlMs = 15 * 60_000
export const maxWrongTries = 5
export const invalidCodeMessage = 'This code is not valid. Check it, or ask for a new code.'

export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export async function storeResetCode(db: Database, userId: string, code: string, now: Date): Promise<void> {
  const codeHash = await hashPassword(code)
  const expiresAt = new Date(now.getTime() + resetCodeTtlMs)
  await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, now))
  await db
    .insert(passwordResetCodes)
    .values({ userId, codeHash, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: passwordResetCodes.userId,
      // Wrong tries carry over to the new code (expired rows were just deleted, so a conflicting row is
      // live): asking for codes again and again must not buy fresh guesses.
      set: { id: newId(), codeHash, expiresAt, createdAt: now },
    })
}

/** The user's live code when `code` matches it; otherwise a 400 that reads the same for unknown
 *  users, wrong, expired, used and worn-out codes, so it tells nobody whether an account exists. */
export async function checkResetCode(
  db: Database,
  login: string,
  code: string,
  now: Date,
): Promise<{ userId: string; codeId: string }> {
  const user = await findUserByLogin(db, login)
  // A try is counted before the code is compared, so parallel guesses cannot exceed the limit.
  const [claimed] = user
    ? await db
        .update(passwordResetCodes)
        .set({ wrongTries: sql`${passwordResetCodes.wrongTries} + 1` })
        .where(
          and(
            eq(passwordResetCodes.userId, user.id),
            gt(passwordResetCodes.expiresAt, now),
            lt(passwordResetCodes.wrongTries, maxWrongTries),
          ),
        )
        .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash })
    : []
  const matches = await verifyPassword(claimed?.codeHash ?? (await hashForMissingUser()), code)
  if (!user || !claimed || !matches) throw new HttpError(400, invalidCodeMessage)
  await db
    .update(passwordResetCodes)
    .set({ wrongTries: sql`${passwordResetCodes.wrongTries} - 1` })
    .where(eq(passwordResetCodes.id, claimed.id))
  return { userId: user.id, codeId: claimed.id }
}

/** Uses the code (once: two resets racing with it meet at the delete), sets the password and
 *  revokes every refresh token of the user, so a thief's sign-ins end with the reset. */
export async function resetPassword(
  db: Database,
  found: { userId: string; codeId: string },
  password: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const used = await tx
      .delete(passwordResetCodes)
      .where(eq(passwordResetCodes.id, found.codeId))
      .returning({ id: passwordResetCodes.id })
    if (used.length === 0) throw new HttpError(400, invalidCodeMessage)
    await tx.update(users).set({ passwordHash }).where(eq(users.id, found.userId))
    await revokeSignInsOf(tx, found.userId, now)
  })
}
