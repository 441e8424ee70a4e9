// Reading: a member's conversations (one per other member, the newest message first) and one
// conversation's messages, newest first, each a page at a time on (created_at, id).
import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm'
import type { Conversation, Message } from '#contract/messages'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { messages, users } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'
import { visibleUser, visibleUserColumns } from '../profiles/view'
import { seesProtectedSql } from '../profiles/viewer'
import { mayWriteSql } from './access'
import { betweenSql, toMessage } from './queries'
import { knownMember } from './service'

const newestFirst = keyset(messages.createdAt, messages.id, 'desc')
/** newestFirst as the messages indexes hold it: "desc" alone means NULLS FIRST, which those
 *  (created_at desc nulls last) indexes cannot return in order, so the database would read and
 *  sort every row. created_at is never null, so the order is the same. */
const newestFirstIndexed = [sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`]

interface PageInput {
  userId: string
  limit: number
  cursor: string | undefined
}

/** `since`: only the messages written or read after that time. */
export async function listMessages(
  db: Database,
  input: PageInput & { otherId: string; since?: Date | undefined },
): Promise<Page<Message>> {
  await knownMember(db, input.otherId)
  const changed = input.since ? or(gt(messages.createdAt, input.since), gt(messages.readAt, input.since)) : undefined
  const rows = await db
    .select()
    .from(messages)
    .where(and(betweenSql(input.userId, input.otherId), changed, newestFirst.after(input.cursor)))
    .orderBy(...newestFirstIndexed)
    .limit(input.limit + 1)
  return toPage(rows, input.limit, toMessage, (row) => [row.createdAt, row.id])
}

/** How many of the member's messages, on each side, a page steps over before reading them all. */
const walkLimit = 500

export async function listConversations(db: Database, input: PageInput): Promise<Page<Conversation>> {
  const me = input.userId
  const latest = (await newestByWalking(db, input)) ?? (await newestOfEveryPair(db, input))
  if (latest.length === 0) return { items: [], nextCursor: null }
  const otherId = sql`case when ${messages.senderId} = ${me} then ${messages.recipientId} else ${messages.senderId} end`
  const rows = await db
    .select({
      message: messages,
      user: visibleUserColumns,
      insider: seesProtectedSql(me, users.id),
      unreadCount: sql<number>`(select count(*)::int from "messages" "unread"
        where "unread"."recipient_id" = ${me} and "unread"."sender_id" = ${users.id} and "unread"."read_at" is null)`,
      canWrite: mayWriteSql(me, users.id),
    })
    .from(messages)
    .innerJoin(users, eq(users.id, otherId))
    .where(inArray(messages.id, latest))
    .orderBy(...newestFirst.orderBy)
    .limit(input.limit + 1)
  return toPage(
    rows,
    input.limit,
    (row) => ({
      user: visibleUser(row.user, row.insider === true),
      lastMessage: toMessage(row.message),
      unreadCount: Number(row.unreadCount),
      canWrite: row.canWrite === true,
    }),
    (row) => [row.message.createdAt, row.message.id],
  )
}

const sentBy = (me: string) => eq(messages.senderId, me)
const receivedBy = (me: string) => and(eq(messages.recipientId, me), ne(messages.senderId, me))

/** The ids of the conversations' newest messages after the cursor (a superset of the page, at most
 *  limit + 1 a side), found by walking the member's sent and received messages newest first, each on
 *  its own index, keeping a message only when it is its pair's newest (one probe of the
 *  conversation index). A page with many conversations costs about its own size; but older
 *  messages of conversations already shown are stepped over too, so when a side steps over
 *  walkLimit without filling the page (few conversations, a long history): null. */
async function newestByWalking(db: Database, input: PageInput): Promise<string[] | null> {
  const found: string[] = []
  for (const side of [sentBy(input.userId), receivedBy(input.userId)]) {
    const after = and(side, newestFirst.after(input.cursor))
    const stepped = db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        recipientId: messages.recipientId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(after)
      .orderBy(...newestFirstIndexed)
      .limit(walkLimit)
      .as('stepped')
    const rows = await db
      .select({ id: stepped.id })
      .from(stepped)
      .where(
        sql`${stepped.id} = (select "newest"."id" from "messages" "newest"
          where least("newest"."sender_id", "newest"."recipient_id") = least(${stepped.senderId}, ${stepped.recipientId})
            and greatest("newest"."sender_id", "newest"."recipient_id") = greatest(${stepped.senderId}, ${stepped.recipientId})
          order by "newest"."created_at" desc nulls last, "newest"."id" desc nulls last limit 1)`,
      )
      // The walk's own order, so the database stops at limit + 1 instead of sorting every step.
      .orderBy(sql`${stepped.createdAt} desc nulls last`, sql`${stepped.id} desc nulls last`)
      .limit(input.limit + 1)
    if (rows.length <= input.limit) {
      const [walked] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(db.select({ id: messages.id }).from(messages).where(after).limit(walkLimit).as('walked'))
      if (Number(walked?.count) >= walkLimit) return null
    }
    found.push(...rows.map((row) => row.id))
  }
  return found
}

/** The same ids, from every message of the member: DISTINCT ON keeps the first of each pair. */
async function newestOfEveryPair(db: Database, input: PageInput): Promise<string[]> {
  const me = input.userId
  const pairLow = sql`least(${messages.senderId}, ${messages.recipientId})`
  const pairHigh = sql`greatest(${messages.senderId}, ${messages.recipientId})`
  const latest = db
    .selectDistinctOn([pairLow, pairHigh], { id: messages.id })
    .from(messages)
    .where(or(sentBy(me), receivedBy(me)))
    .orderBy(pairLow, pairHigh, desc(messages.createdAt), desc(messages.id))
    .as('latest')
  const rows = await db
    .select({ id: messages.id })
    .from(latest)
    .innerJoin(messages, eq(messages.id, latest.id))
    .where(newestFirst.after(input.cursor))
    .orderBy(...newestFirst.orderBy)
    .limit(input.limit + 1)
  return rows.map((row) => row.id)
}
