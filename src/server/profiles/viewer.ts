// Who sees a member's protected name, photo and intro (SPEC: "protected: the user, friends,
// classmates and teachers"): the member, accepted friends, and anyone in a class with the member
// (a teacher of the member's class is a member of that class too).
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { users } from '../db/schema'

export async function seesProtected(db: Database, viewerId: string | null, userId: string): Promise<boolean> {
  if (!viewerId) return false
  if (viewerId === userId) return true
  const [row] = await db
    .select({
      allowed: sql<boolean>`(
        exists (select 1 from "friendships" where "status" = 'accepted'
          and (("requester_id" = ${viewerId} and "addressee_id" = ${userId})
            or ("requester_id" = ${userId} and "addressee_id" = ${viewerId})))
        or exists (select 1 from "class_members" "mine"
          join "class_members" "theirs" on "theirs"."class_id" = "mine"."class_id"
          where "mine"."user_id" = ${viewerId} and "theirs"."user_id" = ${userId}))`,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row?.allowed === true
}
