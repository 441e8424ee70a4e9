// Who sees a member's protected name, photo and intro (SPEC: "protected: the user, friends,
// classmates and teachers"): the member, accepted friends, and anyone in a class with the member
// (a teacher of the member's class is a member of that class too).
import { eq, getTableName, sql, type Column, type SQL } from 'drizzle-orm'
import type { Database } from '../db/database'
import { users } from '../db/schema'

export async function seesProtected(db: Database, viewerId: string | null, userId: string): Promise<boolean> {
  if (!viewerId) return false
  if (viewerId === userId) return true
  const [row] = await db
    .select({ allowed: seesProtectedSql(viewerId, userId) })
    .from(users)
    .where(eq(users.id, userId))
  return row?.allowed === true
}

/** The same rule as a condition on a member's id (a column or a value), for lists and searches
 *  that decide it row by row. The column is written with its table's name (Drizzle leaves it out in
 *  a query of one table, where the subqueries' own `id` would shadow it), and the inner tables have
 *  aliases of their own, so a `friendships` or `class_members` column can be the member's id. */
export function seesProtectedSql(viewerId: string, user: Column | string): SQL<boolean> {
  const userId =
    typeof user === 'string'
      ? sql`${user}::text`
      : sql`${sql.identifier(getTableName(user.table))}.${sql.identifier(user.name)}`
  return sql<boolean>`(
    ${userId} = ${viewerId}
    or exists (select 1 from "friendships" "seen_f" where "seen_f"."status" = 'accepted'
      and (("seen_f"."requester_id" = ${viewerId} and "seen_f"."addressee_id" = ${userId})
        or ("seen_f"."requester_id" = ${userId} and "seen_f"."addressee_id" = ${viewerId})))
    or exists (select 1 from "class_members" "seen_mine"
      join "class_members" "seen_theirs" on "seen_theirs"."class_id" = "seen_mine"."class_id"
      where "seen_mine"."user_id" = ${viewerId} and "seen_theirs"."user_id" = ${userId}))`
}
