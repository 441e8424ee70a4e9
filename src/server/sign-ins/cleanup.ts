// Refresh tokens pile up (an active member's is swapped about every hour) and sign-ins end. Kept:
// every live token, and a swapped one for a week, so a copy presented in that week still ends its
// sign-in; an ended or expired sign-in for 30 days. The rest is deleted at start and every 6 h.
import { and, isNotNull, lt, notInArray, or } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/database'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'
import { refreshTokens } from '../db/schema'
import { signIns } from './schema'

const day = 24 * 60 * 60 * 1000
export const swappedTokenKeptMs = 7 * day
export const endedSignInKeptMs = 30 * day

export async function removeOldSignIns(db: Database, now: Date): Promise<{ signIns: number; tokens: number }> {
  const endedBefore = new Date(now.getTime() - endedSignInKeptMs)
  const gone = await db
    .delete(signIns)
    .where(
      or(lt(signIns.expiresAt, endedBefore), and(isNotNull(signIns.revokedAt), lt(signIns.revokedAt, endedBefore))),
    )
    .returning({ id: signIns.id })
  const swappedBefore = new Date(now.getTime() - swappedTokenKeptMs)
  const tokens = await db
    .delete(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, now),
        lt(refreshTokens.usedAt, swappedBefore),
        notInArray(refreshTokens.familyId, db.select({ id: signIns.id }).from(signIns)),
      ),
    )
    .returning({ id: refreshTokens.id })
  return { signIns: gone.length, tokens: tokens.length }
}

/** Runs the cleanup now (without delaying start-up) and every six hours. */
export function scheduleSignInCleanup(
  app: FastifyInstance,
  db: Database,
  now: () => Date,
  log: FastifyBaseLogger,
): void {
  schedulePeriodicCleanup(app, log, {
    async run() {
      const removed = await removeOldSignIns(db, now())
      return removed.signIns + removed.tokens > 0
        ? { removed: { ...removed }, message: 'Removed ended sign-ins and old refresh tokens' }
        : null
    },
    failure: 'Could not remove ended sign-ins',
  })
}
