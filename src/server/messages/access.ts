// Who may write to whom: friends, and a teacher and a student of one of the teacher's classes
// (either way), never two members of whom one blocked the other. Reading one's own conversations
// needs no rule: a member always reads what they sent and received.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { teachesStudent } from '../classes/queries'
import type { Database } from '../db/database'
import { areFriends, blockedEitherWay } from '../friends/queries'

export async function mayWrite(db: Database, senderId: string, recipientId: string): Promise<boolean> {
  if (senderId === recipientId) return false
  const [blocked, friends, teaches, taught] = await Promise.all([
    blockedEitherWay(db, senderId, recipientId),
    areFriends(db, senderId, recipientId),
    teachesStudent(db, senderId, recipientId),
    teachesStudent(db, recipientId, senderId),
  ])
  return !blocked && (friends || teaches || taught)
}

/** mayWrite as a condition on the other member's id (a column), for a list that shows it per row. */
export function mayWriteSql(userId: string, otherId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${otherId} <> ${userId}
    and not exists (select 1 from "blocks" "w_b"
      where ("w_b"."blocker_id" = ${userId} and "w_b"."blocked_id" = ${otherId})
         or ("w_b"."blocker_id" = ${otherId} and "w_b"."blocked_id" = ${userId}))
    and (exists (select 1 from "friendships" "w_f" where "w_f"."status" = 'accepted'
          and (("w_f"."requester_id" = ${userId} and "w_f"."addressee_id" = ${otherId})
            or ("w_f"."requester_id" = ${otherId} and "w_f"."addressee_id" = ${userId})))
      or exists (select 1 from "class_members" "w_t"
          join "class_members" "w_s" on "w_s"."class_id" = "w_t"."class_id"
          where "w_t"."membership" = 'teacher' and "w_s"."membership" = 'student'
            and (("w_t"."user_id" = ${userId} and "w_s"."user_id" = ${otherId})
              or ("w_t"."user_id" = ${otherId} and "w_s"."user_id" = ${userId})))))`
}
