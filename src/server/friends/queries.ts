// Friendships as DESIGN.md has them: one row per pair (requester, addressee), pending until the
// addressee accepts. Only accepted rows make two members friends.
import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '../db/database'
import { blocks, friendships } from '../db/schema'

const involves = (userId: string) => or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId))

export async function areFriends(db: Database, a: string, b: string): Promise<boolean> {
  if (a === b) return false
  const [row] = await db
    .select({ id: friendships.id })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'accepted'),
        or(
          and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
          and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
        ),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The ids of the member's accepted friends. */
export async function friendIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({
      friendId: sql<string>`case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`,
    })
    .from(friendships)
    .where(and(eq(friendships.status, 'accepted'), involves(userId)))
  return rows.map((row) => row.friendId)
}

/** Whether either member blocked the other: then neither finds, asks or writes to the other. */
export async function blockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1)
  return row !== undefined
}

export type FriendshipRow = typeof friendships.$inferSelect

/** The condition "this row is between a and b" (ids, or a column for b), whoever asked. */
export const pair = (a: string, b: string | SQLWrapper) =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  )

/** The row between the two members, in either direction, locked for the caller's transaction. */
export async function pairRowForUpdate(db: Database, a: string, b: string): Promise<FriendshipRow | undefined> {
  const [row] = await db.select().from(friendships).where(pair(a, b)).for('update')
  return row
}

/** Holds the pair (either order) until the transaction ends, so that a request, an acceptance and
 *  a block between the same two members run one after another: the row lock of pairRowForUpdate
 *  cannot, as there may be no row yet, and a block is another table. */
export async function lockPair(tx: Database, a: string, b: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(least(${a}::text, ${b}::text) || '|' || greatest(${a}::text, ${b}::text), 0))`,
  )
}

/** Who blocked whom between the caller and another member. */
export async function blocksBetween(
  db: Database,
  callerId: string,
  otherId: string,
): Promise<{ callerBlocked: boolean; blockedCaller: boolean }> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, callerId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, callerId)),
      ),
    )
  return {
    callerBlocked: rows.some((row) => row.blockerId === callerId),
    blockedCaller: rows.some((row) => row.blockerId === otherId),
  }
}
