import { and, eq, sql } from 'drizzle-orm'
import type { Message } from '#contract/messages'
import type { Database } from '../db/database'
import { messages } from '../db/schema'

export type MessageRow = typeof messages.$inferSelect

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    clientId: row.clientId,
    senderId: row.senderId,
    recipientId: row.recipientId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }
}

export async function findByClientId(
  db: Database,
  senderId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
  return row
}

/** The messages between two members, either way, as the conversation index reads them. The pair
 *  is ordered by the database (its collation), not by JavaScript. */
export function betweenSql(a: string, b: string) {
  return and(
    sql`least(${messages.senderId}, ${messages.recipientId}) = least(${a}::text, ${b}::text)`,
    sql`greatest(${messages.senderId}, ${messages.recipientId}) = greatest(${a}::text, ${b}::text)`,
  )
}
