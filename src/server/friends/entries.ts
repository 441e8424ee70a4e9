// The caller's friends list (GET /api/friendships/): requests they received (first, so a member
// with many friends still sees them on the first page), then friends by name (or handle), then
// requests they sent; requests newest first; a page at a time. The
// order mixes directions, so its cursor is a key of its own: [group, name key, since, row id].
import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm'
import type { FriendshipEntry, FriendshipState } from '#contract/friends'
import { friendsLimits } from '#contract/friends'
import type { Database } from '../db/database'
import { friendships, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { badCursorMessage, isCursorTime } from '../http/page-cursor'
import { memberColumns, otherMemberSql, stateSql, toMember } from './member-view'
import { pair } from './queries'

type Key = [group: number, nameKey: string, since: string, id: string]

function orderOf(callerId: string) {
  const group = sql<number>`(case when ${friendships.status} = 'pending' and ${friendships.addresseeId} = ${callerId} then 0 when ${friendships.status} = 'accepted' then 1 else 2 end)`
  // Only friends are ordered by name: a request's other member may hide theirs from the caller.
  const nameKey = sql<string>`(case when ${friendships.status} = 'accepted' then lower(coalesce(${users.name}, ${users.handle}, '')) else '' end)`
  const since = sql`date_trunc('milliseconds', ${friendships.createdAt})`
  return { group, nameKey, since }
}

/** One page of the caller's entries. */
export async function entriesPage(
  db: Database,
  callerId: string,
  cursor: string | undefined,
): Promise<{ entries: FriendshipEntry[]; nextCursor: string | null }> {
  const order = orderOf(callerId)
  const limit = friendsLimits.entriesPerPage
  const rows = await selectEntries(db, callerId)
    .where(
      and(or(eq(friendships.requesterId, callerId), eq(friendships.addresseeId, callerId)), afterKey(order, cursor)),
    )
    .orderBy(order.group, order.nameKey, sql`${order.since} desc`, friendships.id)
    .limit(limit + 1)
  const shown = rows.slice(0, limit)
  const last = shown[shown.length - 1]
  return {
    entries: shown.map(toEntry),
    nextCursor:
      rows.length > limit && last ? encodeKey([last.group, last.nameKey, last.since.toISOString(), last.rowId]) : null,
  }
}

/** The caller's entry with one member, or null when there is no row between them. */
export async function entryWith(db: Database, callerId: string, otherId: string): Promise<FriendshipEntry | null> {
  const [row] = await selectEntries(db, callerId).where(pair(callerId, otherId))
  return row ? toEntry(row) : null
}

function selectEntries(db: Database, callerId: string) {
  const { group, nameKey } = orderOf(callerId)
  return db
    .select({
      member: memberColumns(callerId),
      state: stateSql(callerId),
      since: friendships.createdAt,
      rowId: friendships.id,
      group,
      nameKey,
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherMemberSql(callerId)))
    .$dynamic()
}

function toEntry(row: {
  member: Parameters<typeof toMember>[0]
  state: FriendshipState | null
  since: Date
}): FriendshipEntry {
  // The inner join on a row the caller is in always gives a state.
  return { user: toMember(row.member), state: row.state ?? 'requested', since: row.since.toISOString() }
}

function afterKey(order: ReturnType<typeof orderOf>, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined
  const [group, nameKey, since, id] = decodeKey(cursor)
  const sinceValue = sql`${since}::timestamptz`
  return or(
    gt(order.group, group),
    and(
      eq(order.group, group),
      or(
        gt(order.nameKey, nameKey),
        and(
          eq(order.nameKey, nameKey),
          or(lt(order.since, sinceValue), and(eq(order.since, sinceValue), gt(friendships.id, id))),
        ),
      ),
    ),
  )
}

function encodeKey(key: Key): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url')
}

function decodeKey(cursor: string): Key {
  let key: unknown
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new HttpError(400, badCursorMessage)
  }
  if (!Array.isArray(key) || key.length !== 4) throw new HttpError(400, badCursorMessage)
  const [group, nameKey, since, id] = key as unknown[]
  const texts = [nameKey, since, id]
  // A NUL cannot be stored in PostgreSQL text: comparing with one is an error, not an empty page.
  if (
    !(group === 0 || group === 1 || group === 2) ||
    !texts.every((part) => typeof part === 'string' && !part.includes('\u0000'))
  ) {
    throw new HttpError(400, badCursorMessage)
  }
  if (!isCursorTime(since as string)) throw new HttpError(400, badCursorMessage)
  return [group, nameKey as string, since as string, id as string]
}
