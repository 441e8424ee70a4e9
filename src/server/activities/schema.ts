// The activity log: append-only, one row per record, de-duplicated by the app's id. No address or
// user agent is kept; `context` holds only the contract's keys (variant, display, online, screen,
// durations). See docs/decisions/051-activity-log.md.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { ActivityContext } from '../../contract/activities'
import { users } from '../users/schema'

export const activities = pgTable(
  'activities',
  {
    /** The app's id for the record (or the server's, for a record sent without one). */
    id: text('id').primaryKey(),
    /** Null for a visitor; a deleted member's records stay, without them. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it happened, by the device's clock (within the window the contract allows). */
    localTime: timestamp('local_time', { withTimezone: true, precision: 3 }).notNull(),
    session: text('session').notNull(),
    path: text('path').notNull(),
    action: text('action').notNull(),
    /** From `context.variant`, kept as a column: every panel of the dashboard filters by it. */
    variant: text('variant'),
    context: jsonb('context').$type<ActivityContext>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('activities_local_time_idx').on(t.localTime),
    index('activities_action_local_time_idx').on(t.action, t.localTime),
    index('activities_received_at_idx').on(t.receivedAt),
  ],
)
