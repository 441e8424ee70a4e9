// Issuing and taking the one-time codes. A code is 32 random bytes; taking it deletes it, so a
// second use (a replayed address, a code copied out of a page) finds nothing.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import { handOffCodeTtlSeconds, type HandOffSite } from '#contract/hand-off'
import type { Database } from '../db/database'
import { signInHandOffs } from './schema'

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

export interface HandedSignIn {
  signInId: string
  userId: string
}

export async function issueHandOffCode(db: Database, signIn: HandedSignIn, site: HandOffSite, now: Date) {
  const code = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + handOffCodeTtlSeconds * 1000)
  await db.insert(signInHandOffs).values({ codeHash: hashCode(code), ...signIn, site, expiresAt })
  return code
}

/** The sign-in a code hands to `site`, once; null for an unknown, used, expired or other site's code. */
export async function takeHandOffCode(
  db: Database,
  code: string,
  site: HandOffSite,
  now: Date,
): Promise<HandedSignIn | null> {
  const [taken] = await db
    .delete(signInHandOffs)
    .where(and(eq(signInHandOffs.codeHash, hashCode(code)), gt(signInHandOffs.expiresAt, now)))
    .returning()
  return taken && taken.site === site ? { signInId: taken.signInId, userId: taken.userId } : null
}

export async function removeExpiredHandOffCodes(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(signInHandOffs)
    .where(lt(signInHandOffs.expiresAt, now))
    .returning({ codeHash: signInHandOffs.codeHash })
  return removed.length
}
