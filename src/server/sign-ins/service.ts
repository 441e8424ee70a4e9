// Listing and ending a member's sign-ins. Ending one is immediate: its refresh tokens are refused
// and the access tokens it handed out stop working at their next request (the guard asks, auth/request-access.ts).
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { SignInEntry } from '#contract/sign-ins'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { signIns } from './schema'

export const signInNotFoundMessage = 'This sign-in does not exist or has already ended.'

/** At most this many are listed: a member who signs in on a new browser every day for a month. */
const listLimit = 50

export async function revokeSignIn(db: Database, signInId: string, now: Date): Promise<void> {
  await db
    .update(signIns)
    .set({ revokedAt: now })
    .where(and(eq(signIns.id, signInId), isNull(signIns.revokedAt)))
}

/** Every sign-in of the member, or every one but `except` ("Sign out everywhere else"). */
export async function revokeSignInsOf(db: Database, userId: string, now: Date, except?: string): Promise<number> {
  const ended = await db
    .update(signIns)
    .set({ revokedAt: now })
    .where(and(eq(signIns.userId, userId), isNull(signIns.revokedAt), except ? ne(signIns.id, except) : undefined))
    .returning({ id: signIns.id })
  return ended.length
}

/** One sign-in of this member; another member's id answers as a missing one. */
export async function revokeOwnSignIn(db: Database, userId: string, signInId: string, now: Date): Promise<void> {
  const ended = await db
    .update(signIns)
    .set({ revokedAt: now })
    .where(and(eq(signIns.id, signInId), eq(signIns.userId, userId), isNull(signIns.revokedAt)))
    .returning({ id: signIns.id })
  if (ended.length === 0) throw new HttpError(404, signInNotFoundMessage)
}

/** Live sign-ins, most recently used first; `current` is the one the request came from. */
export async function listSignIns(
  db: Database,
  userId: string,
  current: string | null,
  now: Date,
): Promise<SignInEntry[]> {
  const rows = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.userId, userId), isNull(signIns.revokedAt), gt(signIns.expiresAt, now)))
    .orderBy(desc(signIns.lastUsedAt), desc(signIns.id))
    .limit(listLimit)
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    firstSeenAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === current,
  }))
}
