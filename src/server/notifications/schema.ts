// What a member is told about: each row links to what it is about (`subjectId`, read by `kind`).
import { sql } from 'drizzle-orm'
import { notificationKinds } from '#contract/notifications'
import { index, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id } from '../db/columns'
import { users } from '../users/schema'

/** The kinds the contract names, in its order (the enum's order in migration 0011). */
export const notificationKind = pgEnum('notification_kind', notificationKinds)

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    /** Who caused it (the friend, the sender, the student who joined); gone with their account. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The id of what it is about: a session, a class, a message's sender, an episode. */
    subjectId: text('subject_id'),
    /** A few small values the line needs (a session's title, a class's name, a note's text). */
    payload: jsonb('payload').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
)
