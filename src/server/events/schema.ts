import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { users } from '../users/schema'

/** An event. `registered_count` is kept with each registration in the same statement, so seats are
 *  counted without a scan and never oversold (the check holds under concurrent registrations). */
export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    link: text('link').notNull().default(''),
    capacity: integer('capacity').notNull(),
    registeredCount: integer('registered_count').notNull().default(0),
    /** The teacher who made it; null for an administrator's (or a closed account's). */
    organiserId: text('organiser_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_ends_idx').on(t.endsAt, t.id),
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_organiser_idx').on(t.organiserId),
    check('events_seats_check', sql`${t.registeredCount} >= 0 and ${t.registeredCount} <= ${t.capacity}`),
    check('events_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_registrations_user_idx').on(t.userId, t.createdAt),
  ],
)
