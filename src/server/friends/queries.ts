// Friendships as DESIGN.md has them: one row per pair (requester, addressee), pending until the
// addressee accepts. Only accepted rows make two members friends.
import { and, eq, or, sql } from 'drizzle-orm'
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
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1)
  return row !== undefined
}
