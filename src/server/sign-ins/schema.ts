// Sign-ins: one row per signed-in device (a refresh-token family). Only a coarse label of the
// browser and platform is kept, never the raw user agent or an address.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../db/schema'

export const signIns = pgTable(
  'sign_ins',
  {
    /** The family id its refresh tokens carry. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Chrome on Android", "Safari on iPhone", … (device-label.ts). */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the newest refresh token of the sign-in expires; after that it is gone. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.lastUsedAt)],
)
