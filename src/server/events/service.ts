// Events' rules: when an event may be made, and registrations that never pass the seats. A seat is
// taken by one UPDATE … WHERE registered_count < capacity in the transaction that inserts the
// registration: under concurrent registrations each waits for the row, re-reads the count, and the
// ones after the last seat get nothing (the CHECK on the table would refuse an oversell anyway).
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { eventLimits, eventMessages, type EventFields } from '#contract/events'
import type { Database } from '../db/database'
import { eventRegistrations, events } from '../db/schema'
import { HttpError } from '../http/errors'
import { findEvent, type EventRow } from './queries'

const yearMs = 365.25 * 24 * 60 * 60 * 1000

export interface NewEvent extends Required<Omit<EventFields, 'startsAt' | 'endsAt'>> {
  startsAt: Date
  endsAt: Date
}

/** 422 with the reason when the times or the place are not an event's. */
export function checkEvent(input: NewEvent, now: Date): void {
  if (!(input.endsAt > input.startsAt)) throw new HttpError(422, eventMessages.endBeforeStart)
  if (input.endsAt.getTime() - input.startsAt.getTime() > eventLimits.maxDurationMs)
    throw new HttpError(422, eventMessages.tooLong)
  if (input.startsAt.getTime() - now.getTime() > eventLimits.yearsAhead * yearMs)
    throw new HttpError(422, eventMessages.tooFarAhead)
  if (!input.place.trim() && !input.link.trim()) throw new HttpError(422, eventMessages.placeOrLink)
}

export async function createEvent(
  db: Database,
  input: NewEvent,
  organiserId: string | null,
  now: Date,
): Promise<EventRow> {
  checkEvent(input, now)
  const [row] = await db
    .insert(events)
    .values({ ...input, organiserId, createdAt: now })
    .returning()
  if (!row) throw new Error('the new event was not returned')
  return row
}

async function existing(db: Database, eventId: string): Promise<EventRow> {
  const found = await findEvent(db, eventId)
  if (!found) throw new HttpError(404, eventMessages.unknownEvent)
  return found.event
}

export async function register(db: Database, eventId: string, userId: string, now: Date): Promise<void> {
  const event = await existing(db, eventId)
  if (event.startsAt <= now) throw new HttpError(422, eventMessages.past)
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(eventRegistrations)
      .values({ eventId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: eventRegistrations.userId })
    if (!added) throw new HttpError(409, eventMessages.alreadyRegistered)
    const [seat] = await tx
      .update(events)
      .set({ registeredCount: sql`${events.registeredCount} + 1` })
      .where(and(eq(events.id, eventId), lt(events.registeredCount, events.capacity), gt(events.startsAt, now)))
      .returning({ id: events.id })
    // Throwing rolls the registration back.
    if (!seat) throw new HttpError(409, eventMessages.full)
  })
}

export async function cancel(db: Database, eventId: string, userId: string, now: Date): Promise<void> {
  const event = await existing(db, eventId)
  if (event.startsAt <= now) throw new HttpError(422, eventMessages.past)
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
      .returning({ userId: eventRegistrations.userId })
    if (!removed) throw new HttpError(409, eventMessages.notRegistered)
    await tx
      .update(events)
      .set({ registeredCount: sql`${events.registeredCount} - 1` })
      .where(eq(events.id, eventId))
  })
}

/** The event, for its organiser only (403 for anyone else, 404 when there is none). */
export async function organisedEvent(db: Database, eventId: string, userId: string): Promise<EventRow> {
  const event = await existing(db, eventId)
  if (event.organiserId !== userId) throw new HttpError(403, eventMessages.notOrganiser)
  return event
}
