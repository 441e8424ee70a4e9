import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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
