// One-to-one messages between friends, or between a teacher and the students of their classes.
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { id } from '../db/columns'
import { users } from '../users/schema'

export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** Made by the sender's device when the message is written (maybe offline): a repeated id
     *  from the same sender is the same message, so a retried send never duplicates. */
    clientId: text('client_id').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Server time in milliseconds, so (created_at, id) page cursors compare exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
    /** A conversation is the pair in either direction, newest first. */
    index('messages_conversation_idx').on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    /** The caller's conversations: their newest messages on either side. */
    index('messages_sender_idx').on(t.senderId, t.createdAt.desc()),
    index('messages_recipient_idx').on(t.recipientId, t.createdAt.desc()),
    index('messages_unread_idx')
      .on(t.recipientId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
)
