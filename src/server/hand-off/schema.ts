// One-time codes that hand a sign-in to another of the three sites (decision 089). Only the code's
// SHA-256 is kept; a code is deleted when it is used, and expired ones by the periodic cleanup.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { signIns } from '../sign-ins/schema'
import { users } from '../users/schema'

export const signInHandOffs = pgTable(
  'sign_in_hand_offs',
  {
    codeHash: text('code_hash').primaryKey(),
    signInId: text('sign_in_id')
      .notNull()
      .references(() => signIns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The site (variant) the code may be used on. */
    site: text('site').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_hand_offs_expiry_idx').on(t.expiresAt)],
)
