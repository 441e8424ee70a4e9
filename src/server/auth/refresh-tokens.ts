// Refresh tokens: 32 random bytes given to the browser in an httpOnly cookie; the database keeps
// only their SHA-256. Each use swaps the token for a new one in the same family; presenting an
// already-swapped token means it was copied, so the whole family (that sign-in) is revoked.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { refreshTokens } from '../db/schema'
import { HttpError } from '../http/errors'

export const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000
export const sessionEndedMessage = 'Your session has ended. Please log in again.'

export interface IssuedRefreshToken {
  token: string
  expiresAt: Date
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueRefreshToken(
  db: Database,
  userId: string,
  now: Date,
  familyId: string = newId(),
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + refreshTokenTtlMs)
  await db.insert(refreshTokens).values({ tokenHash: hashToken(token), familyId, userId, expiresAt })
  return { token, expiresAt }
}

export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<IssuedRefreshToken & { userId: string }> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)))
  if (!row || row.revokedAt) throw new HttpError(401, sessionEndedMessage)
  if (row.usedAt) {
    await revokeFamily(db, row.familyId, now)
    throw new HttpError(401, sessionEndedMessage)
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(401, sessionEndedMessage)
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id })
  if (claimed.length === 0) {
    // Another request used it a moment ago: the same reuse, seen from the other side.
    await revokeFamily(db, row.familyId, now)
    throw new HttpError(401, sessionEndedMessage)
  }
  const next = await issueRefreshToken(db, row.userId, now, row.familyId)
  return { ...next, userId: row.userId }
}

/** Sign-out: ends the sign-in the token belongs to. Unknown tokens are ignored. */
export async function revokeFamilyOf(db: Database, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
  if (row) await revokeFamily(db, row.familyId, now)
}

async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}
