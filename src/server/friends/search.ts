// Finding members to befriend: by handle (starting with what was typed, with or without an "@") or
// by name (containing it, in any case), never by e-mail or user ID. A name matches only where the
// caller may see it, so a hidden name is never found by guessing it. Neither side of a block finds
// the other; the caller is left out.
import { and, ne, or, sql } from 'drizzle-orm'
import { friendsLimits, type SearchResult } from '#contract/friends'
import type { Database } from '../db/database'
import { friendships, users } from '../db/schema'
import { memberColumns, stateSql, toMember } from './member-view'
import { pair } from './queries'

/** `text` with LIKE's wildcards and its escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export async function searchMembers(db: Database, callerId: string, query: string): Promise<SearchResult[]> {
  const typed = query.trim().toLowerCase()
  const escaped = escapeLike(typed)
  // "@ann" is how a handle is written; handles are stored in lower case. "@a" is too short, as "a" is.
  const handle = typed.replace(/^@/, '')
  const member = memberColumns(callerId)
  const nameShown = sql`(${users.nameVisibility} = 'public' or ${member.seesProtected})`
  // (A column test even when nothing can match: PostgreSQL refuses a constant in ORDER BY.)
  const handleMatch = sql`${users.handle} like ${handle.length < friendsLimits.queryMin ? '' : `${escapeLike(handle)}%`}`
  const nameMatch = sql`(${users.name} ilike ${`%${escaped}%`} and ${nameShown})`
  const shownName = sql`lower(case when ${nameShown} then ${users.name} end)`
  const rows = await db
    .select({ member, state: stateSql(callerId) })
    .from(users)
    .leftJoin(friendships, pair(callerId, users.id))
    .where(
      and(
        ne(users.id, callerId),
        or(handleMatch, nameMatch),
        sql`not exists (select 1 from "blocks" "b" where ("b"."blocker_id" = ${users.id} and "b"."blocked_id" = ${callerId})
          or ("b"."blocker_id" = ${callerId} and "b"."blocked_id" = ${users.id}))`,
      ),
    )
    .orderBy(
      sql`${users.handle} = ${handle} desc nulls last`,
      sql`(${handleMatch}) desc nulls last`,
      sql`${shownName} like ${`${escaped}%`} desc nulls last`,
      sql`coalesce(${shownName}, ${users.handle})`,
      users.id,
    )
    .limit(friendsLimits.searchResults)
  return rows.map((row) => ({ user: toMember(row.member), state: row.state }))
}
