import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { roles } from '../roles/schema'
import { users } from '../users/schema'

/** Privileges a member has until `expires_at`, as a role (a named set of privileges). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.expiresAt)],
)

/** Single-use codes that give a subscription (`npm run admin -- create-vouchers`). Only a hash of the
 *  code is kept: the list of codes is printed once, to the administrator. */
export const vouchers = pgTable('vouchers', {
  id: id(),
  /** SHA-256 of the normalised code (upper case, no dashes), hex. */
  codeHash: text('code_hash').notNull().unique(),
  roleId: text('role_id')
    .notNull()
    .references(() => roles.id),
  days: integer('days').notNull(),
  redeemedBy: text('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: createdAt(),
})
