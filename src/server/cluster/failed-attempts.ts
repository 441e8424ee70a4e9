// Failed attempts counted in PostgreSQL, so that every server process slows the same guesser: one
// row per failure, read back newest first within the window. Rows carry their own end, and ended
// ones are swept with the rate limits' rows.
import { and, desc, eq, gt, lt } from 'drizzle-orm'
import { waitAfter, type FailedSignIns } from '../auth/failed-sign-ins'
import type { Database } from '../db/database'
import { failedAttempts } from './schema'

export function sharedFailedAttempts(db: Database, now: () => Date) {
  return (scope: string, limit: number, windowMs: number): FailedSignIns => {
    const keyOf = (key: string) => `${scope}|${key}`
    return {
      async waitFor(key) {
        const at = now()
        const rows = await db
          .select({ at: failedAttempts.at })
          .from(failedAttempts)
          .where(and(eq(failedAttempts.key, keyOf(key)), gt(failedAttempts.at, new Date(at.getTime() - windowMs))))
          .orderBy(desc(failedAttempts.at))
          .limit(limit)
        return waitAfter(
          rows.map((row) => row.at.getTime()),
          limit,
          windowMs,
          at.getTime(),
        )
      },
      async recordFailure(key) {
        const at = now()
        await db.insert(failedAttempts).values({ key: keyOf(key), at, expiresAt: new Date(at.getTime() + windowMs) })
      },
      async recordSuccess(key) {
        await db.delete(failedAttempts).where(eq(failedAttempts.key, keyOf(key)))
      },
    }
  }
}

export async function sweepFailedAttempts(db: Database, at: Date): Promise<void> {
  await db.delete(failedAttempts).where(lt(failedAttempts.expiresAt, at))
}
