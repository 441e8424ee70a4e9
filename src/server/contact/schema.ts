import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { users } from '../users/schema'

/** Messages sent with Contact Us, kept whether or not the mail to CONTACT_TO went out. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender, when signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)
