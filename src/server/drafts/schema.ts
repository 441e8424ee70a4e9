import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../db/columns'
import { users } from '../users/schema'

/** The id is made by the app (drafts are created offline). */
export const drafts = pgTable(
  'drafts',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    version: integer('version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
    /** Summary numbers kept on write, so lists never read the (up to 500,000-character) bodies. */
    excerpt: text('excerpt').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drafts_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id)],
)
