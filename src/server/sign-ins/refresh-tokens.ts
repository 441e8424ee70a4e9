// Refresh tokens: 32 random bytes at sign-in, given to the browser in an httpOnly cookie; the
// database keeps only their SHA-256. All tokens of one sign-in form a family (sign_ins.id).
//
// A token older than `rotateAfterSeconds` is swapped for its successor, which is derived from it
// (HMAC with a server key), so every request that presents the same token gets the same successor:
// tabs refreshing at once, or a retry whose first answer was lost, all land on one chain. A swapped
// token stays usable for `reuseGraceSeconds` while its successor is still the newest token; any
// other reuse (later, or of an older generation) means a copy, and the whole sign-in is revoked.
// A younger token is not swapped at all: a browser that loses its last cookie write still holds
// the newest token. (docs/decisions/043-sign-ins-that-hold.md)
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { refreshTokens } from '../db/schema'
import { HttpError } from '../http/errors'
import { signIns } from './schema'
import { revokeSignIn } from './service'

export const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000
export const sessionEndedMessage = 'Your session has ended. Please log in again.'

export interface RefreshPolicy {
  /** How long a swapped token still gets its successor (a retry, a racing tab). */
  reuseGraceSeconds: number
  /** How old a token must be before a refresh swaps it. */
  rotateAfterSeconds: number
}

export const defaultRefreshPolicy: RefreshPolicy = { reuseGraceSeconds: 60, rotateAfterSeconds: 3600 }

export interface IssuedRefreshToken {
  token: string
  expiresAt: Date
  signInId: string
}

export interface Refreshed {
  userId: string
  signInId: string
  /** The cookie to set when the token was swapped; null when the presented one stays. */
  next: IssuedRefreshToken | null
}

export interface RefreshTokens {
  /** A new sign-in of `userId` on the device described by `device`. */
  issue(userId: string, device: string): Promise<IssuedRefreshToken>
  /** Accepts a presented token (throws 401 when refused). */
  refresh(token: string): Promise<Refreshed>
  /** A first token of an existing, live sign-in for another of the three sites (decision 089):
   *  the sign-in's sites then end together. Throws 401 when the sign-in has ended. */
  join(signInId: string, userId: string): Promise<IssuedRefreshToken>
  /** Sign-out: ends the sign-in the token belongs to. Unknown tokens are ignored. */
  end(token: string): Promise<void>
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function createRefreshTokens(
  db: Database,
  secret: string,
  now: () => Date,
  policy: RefreshPolicy = defaultRefreshPolicy,
): RefreshTokens {
  const successorKey = createHmac('sha256', secret).update('refresh-token-successor').digest()
  const successorOf = (token: string) => createHmac('sha256', successorKey).update(token).digest('base64url')
  const ended = () => new HttpError(401, sessionEndedMessage)

  async function findToken(token: string) {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
    return row
  }

  async function touch(signInId: string, at: Date, expiresAt?: Date) {
    await db
      .update(signIns)
      .set({ lastUsedAt: at, ...(expiresAt ? { expiresAt } : {}) })
      .where(eq(signIns.id, signInId))
  }

  async function swap(row: typeof refreshTokens.$inferSelect, token: string, at: Date): Promise<IssuedRefreshToken> {
    const successor = successorOf(token)
    const expiresAt = new Date(at.getTime() + refreshTokenTtlMs)
    // The successor exists before the old token reads as swapped, so a racing request that sees
    // the swap always finds it; a second insert of the same successor does nothing.
    await db
      .insert(refreshTokens)
      .values({ tokenHash: hashToken(successor), familyId: row.familyId, userId: row.userId, expiresAt, createdAt: at })
      .onConflictDoNothing({ target: refreshTokens.tokenHash })
    await db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    const stored = await findToken(successor)
    if (!stored) throw ended()
    await touch(row.familyId, at, stored.expiresAt)
    return { token: successor, expiresAt: stored.expiresAt, signInId: row.familyId }
  }

  return {
    async issue(userId, device) {
      const at = now()
      const signInId = newId()
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(at.getTime() + refreshTokenTtlMs)
      await db.insert(signIns).values({ id: signInId, userId, device, createdAt: at, lastUsedAt: at, expiresAt })
      await db
        .insert(refreshTokens)
        .values({ tokenHash: hashToken(token), familyId: signInId, userId, expiresAt, createdAt: at })
      return { token, expiresAt, signInId }
    },

    async join(signInId, userId) {
      const at = now()
      const [signIn] = await db
        .select({ revokedAt: signIns.revokedAt, expiresAt: signIns.expiresAt })
        .from(signIns)
        .where(and(eq(signIns.id, signInId), eq(signIns.userId, userId)))
      if (!signIn || signIn.revokedAt || signIn.expiresAt.getTime() <= at.getTime()) throw ended()
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(at.getTime() + refreshTokenTtlMs)
      await db
        .insert(refreshTokens)
        .values({ tokenHash: hashToken(token), familyId: signInId, userId, expiresAt, createdAt: at })
      await touch(signInId, at, expiresAt)
      return { token, expiresAt, signInId }
    },

    async refresh(token) {
      const at = now()
      const row = await findToken(token)
      if (!row || row.revokedAt || row.expiresAt.getTime() <= at.getTime()) throw ended()
      const [signIn] = await db
        .select({ revokedAt: signIns.revokedAt })
        .from(signIns)
        .where(eq(signIns.id, row.familyId))
      if (!signIn || signIn.revokedAt) throw ended()
      const answer = (next: IssuedRefreshToken | null): Refreshed => ({
        userId: row.userId,
        signInId: row.familyId,
        next,
      })

      if (!row.usedAt) {
        if (at.getTime() - row.createdAt.getTime() < policy.rotateAfterSeconds * 1000) {
          await touch(row.familyId, at)
          return answer(null)
        }
        return answer(await swap(row, token, at))
      }
      // Presented again after its swap: the same successor within the grace, while that successor
      // is still the newest token; otherwise a copy is in use and the sign-in ends.
      const withinGrace = at.getTime() - row.usedAt.getTime() <= policy.reuseGraceSeconds * 1000
      const successor = successorOf(token)
      const next = withinGrace ? await findToken(successor) : undefined
      if (!next || next.usedAt || next.revokedAt) {
        await revokeSignIn(db, row.familyId, at)
        throw ended()
      }
      await touch(row.familyId, at)
      return answer({ token: successor, expiresAt: next.expiresAt, signInId: row.familyId })
    },

    async end(token) {
      const row = await findToken(token)
      if (row) await revokeSignIn(db, row.familyId, now())
    },
  }
}
