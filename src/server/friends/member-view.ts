// How the friends lists and the search show another member to the caller: what each list selects
// of the member, the caller's state with them, and each protected field only when the caller may
// see it (the rule of profiles/viewer.ts, decided in the same query).
import { sql } from 'drizzle-orm'
import type { FriendshipState } from '#contract/friends'
import type { PublicUser } from '#contract/users'
import { friendships, users } from '../db/schema'
import { visibleUser, visibleUserColumns, type VisibleFields } from '../profiles/view'
import { seesProtectedSql } from '../profiles/viewer'

/** The columns of `users` (joined as the other member) that the caller's view needs. */
export function memberColumns(viewerId: string) {
  return { ...visibleUserColumns, seesProtected: seesProtectedSql(viewerId, users.id) }
}

export function toMember(row: VisibleFields & { seesProtected: boolean }): PublicUser {
  return visibleUser(row, row.seesProtected === true)
}

/** The caller's state with the member of a `friendships` row (null when no row was joined). */
export function stateSql(callerId: string) {
  return sql<FriendshipState | null>`case
    when ${friendships.status} = 'accepted' then 'friends'
    when ${friendships.requesterId} = ${callerId} then 'requested'
    when ${friendships.id} is not null then 'incoming'
  end`
}

/** The other member of a `friendships` row the caller is in. */
export function otherMemberSql(callerId: string) {
  return sql<string>`case when ${friendships.requesterId} = ${callerId} then ${friendships.addresseeId} else ${friendships.requesterId} end`
}
