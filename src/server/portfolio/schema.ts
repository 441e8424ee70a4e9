import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { sessions } from '../sessions/schema'
import { users } from '../users/schema'

/** A published piece of a member's portfolio, open to everyone. Today a finished session (one item
 *  per session); `audio_key` keeps room for a stored audio file (a mixdown) as an item later. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    audioKey: text('audio_key'),
    title: text('title').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portfolio_items_session_unique').on(t.sessionId),
    index('portfolio_items_user_published_idx').on(t.userId, t.publishedAt, t.id),
    check('portfolio_items_has_source', sql`${t.sessionId} is not null or ${t.audioKey} is not null`),
  ],
)
