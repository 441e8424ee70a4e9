// The activity log: append-only, one row per record, de-duplicated by the app's id. No address or
// user agent is kept; `context` holds only the contract's keys (variant, display, online, screen,
// durations). Beside it, two rollups kept up to date as records are stored (rollups.ts), which the
// dashboard reads instead of the log. See docs/decisions/051-activity-log.md and 052-activity-rollups.md.
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { ActivityContext } from '#contract/activities'
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
    // A page's records for the path filter, and a member's for the set null of a closed account.
    index('activities_path_local_time_idx').on(t.path, t.localTime),
    index('activities_user_id_idx').on(t.userId),
  ],
)

/** One row per activity session (a visit): who, when, how long, where it entered and left. */
export const activityVisits = pgTable(
  'activity_visits',
  {
    session: text('session').primaryKey(),
    /** The first member seen in the session; null while only a visitor was. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }).notNull(),
    pageViews: integer('page_views').notNull(),
    records: integer('records').notNull(),
    /** The path of the first record and of the last. */
    entryPath: text('entry_path').notNull(),
    exitPath: text('exit_path').notNull(),
    /** Of the first record; '' when it had none. */
    variant: text('variant').notNull(),
    display: text('display').notNull(),
  },
  (t) => [index('activity_visits_started_at_idx').on(t.startedAt), index('activity_visits_user_id_idx').on(t.userId)],
)

/** A visit's records of one page (a row per session and path): the visits the path filter counts. */
export const activityPageVisits = pgTable(
  'activity_page_visits',
  {
    session: text('session').notNull(),
    path: text('path').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }).notNull(),
    pageViews: integer('page_views').notNull(),
    records: integer('records').notNull(),
    variant: text('variant').notNull(),
    display: text('display').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.session, t.path] }),
    index('activity_page_visits_path_started_at_idx').on(t.path, t.startedAt),
    index('activity_page_visits_user_id_idx').on(t.userId),
  ],
)

/** Records per quarter hour, variant, path and action: page views, takes and the other counts of
 *  any range in any time zone (every zone's offset is a whole number of quarter hours). */
export const activityCounts = pgTable(
  'activity_counts',
  {
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    variant: text('variant').notNull(),
    path: text('path').notNull(),
    action: text('action').notNull(),
    records: integer('records').notNull(),
    /** Of those, recorded while the device was offline. */
    offline: integer('offline').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quarter, t.variant, t.path, t.action] })],
)

/** How long each uploaded take waited on its device (take-uploaded records): the median needs every
 *  wait, and this narrow copy reads far faster than those records among the log's wide rows. */
export const activityUploadWaits = pgTable(
  'activity_upload_waits',
  {
    /** The record's id. */
    id: text('id').primaryKey(),
    localTime: timestamp('local_time', { withTimezone: true, precision: 3 }).notNull(),
    variant: text('variant').notNull(),
    path: text('path').notNull(),
    waitedMs: bigint('waited_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('activity_upload_waits_local_time_idx').on(t.localTime)],
)
