import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { UnreadList } from './poll-cache'

/** Each member's newest unread notifications (at most `limit`), newest first: one query for many
 *  members, on the partial index of unread rows. Members with none are absent. */
export async function unreadTimesOf(
  db: Database,
  userIds: readonly string[],
  limit: number,
): Promise<Map<string, UnreadList>> {
  const result = await db.execute(sql`
    select "user_id", "id", "at" from (
      select "user_id", "id", (extract(epoch from "created_at") * 1000)::bigint as "at",
        row_number() over (partition by "user_id" order by "created_at" desc, "id" desc) as "place"
      from "notifications"
      where "user_id" = any(${sql.param(userIds)}::text[]) and "read_at" is null
    ) as "newest"
    where "place" <= ${limit}
    order by "user_id", "at" desc, "id" desc`)
  const rows = (result as unknown as { rows: Array<{ user_id: string; id: string; at: string | number }> }).rows
  const lists = new Map<string, Array<{ id: string; at: number }>>()
  for (const row of rows) {
    const list = lists.get(row.user_id) ?? []
    list.push({ id: row.id, at: Number(row.at) })
    lists.set(row.user_id, list)
  }
  return lists
}
