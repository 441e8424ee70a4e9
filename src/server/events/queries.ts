// Reading events with their organiser, a page at a time, and the viewer's registrations among them.
import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm'
import type { Database } from '../db/database'
import { eventRegistrations, events, users } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'
import { visibleUserColumns } from '../profiles/view'

export type EventRow = typeof events.$inferSelect
export interface EventWithOrganiser {
  event: EventRow
  organiser: { [K in keyof typeof visibleUserColumns]: (typeof users.$inferSelect)[K] } | null
}

const selection = { event: events, organiser: visibleUserColumns }

export async function findEvent(db: Database, id: string): Promise<EventWithOrganiser | undefined> {
  const [row] = await db
    .select(selection)
    .from(events)
    .leftJoin(users, eq(users.id, events.organiserId))
    .where(eq(events.id, id))
  return row
}

/** Upcoming: not yet ended, soonest first. Past: ended, latest first. */
export async function listEvents(
  db: Database,
  input: { when: 'upcoming' | 'past'; cursor: string | undefined; limit: number; now: Date; only?: SQL },
) {
  const order = keyset(events.startsAt, events.id, input.when === 'upcoming' ? 'asc' : 'desc')
  const rows = await db
    .select(selection)
    .from(events)
    .leftJoin(users, eq(users.id, events.organiserId))
    .where(
      and(
        input.when === 'upcoming' ? gt(events.endsAt, input.now) : lte(events.endsAt, input.now),
        order.after(input.cursor),
        input.only,
      ),
    )
    .orderBy(...order.orderBy)
    .limit(input.limit + 1)
  return toPage(
    rows,
    input.limit,
    (row) => row,
    (row) => [row.event.startsAt, row.event.id],
  )
}

/** Of `eventIds`, those `userId` registered for. */
export async function registeredAmong(db: Database, userId: string | null, eventIds: string[]): Promise<Set<string>> {
  if (!userId || eventIds.length === 0) return new Set()
  const rows = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.eventId, eventIds)))
  return new Set(rows.map((row) => row.eventId))
}
