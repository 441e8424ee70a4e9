// Events (issue 16 point 3): everyone reads them ('optional': a member also learns whether they are
// registered and whether they organise it), teachers make them, members register and cancel, the
// organiser sees the attendees. The .ics file is public like the event page.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { eventsApi, eventMessages } from '#contract/events'
import type { Event } from '#contract/events'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { keyset, toPage } from '../http/page-cursor'
import { rawRoute, route } from '../http/route'
import { toPublicUser, visibleUserColumns } from '../profiles/view'
import { and, eq, gt } from 'drizzle-orm'
import { eventRegistrations, events, users } from '../db/schema'
import type { Database } from '../db/database'
import { eventIcs, icsFileName } from './ics'
import { findEvent, listEvents, registeredAmong, type EventWithOrganiser } from './queries'
import { cancel, createEvent, organisedEvent, register } from './service'
import { toEvent } from './view'

/** The main site's origin (events have no page on the podcast or dashboard hosts). */
const mainOrigin = (request: FastifyRequest) =>
  `${request.protocol}://${(request.host || 'localhost').replace(/^(dashboard|podcast)\./, '')}`

async function viewed(db: Database, rows: EventWithOrganiser[], userId: string | null): Promise<Event[]> {
  const registered = await registeredAmong(
    db,
    userId,
    rows.map((row) => row.event.id),
  )
  return rows.map((row) => toEvent(row, { userId, registered: registered.has(row.event.id) }))
}

async function eventOr404(db: Database, id: string): Promise<EventWithOrganiser> {
  const found = await findEvent(db, id)
  if (!found) throw new HttpError(404, eventMessages.unknownEvent)
  return found
}

export function registerEventRoutes(app: FastifyInstance, { db, now, rateLimits }: AppDeps): void {
  const one = async (id: string, userId: string | null) => (await viewed(db, [await eventOr404(db, id)], userId))[0]!

  route(app, eventsApi.list, { access: 'optional' }, async ({ query, auth }) => {
    const page = await listEvents(db, { when: query.when, cursor: query.cursor, limit: query.limit, now: now() })
    return { items: await viewed(db, page.items, auth?.userId ?? null), nextCursor: page.nextCursor }
  })

  route(app, eventsApi.mine, { access: 'signed-in' }, async ({ query, auth }) => {
    const order = keyset(events.startsAt, events.id, 'asc')
    const rows = await db
      .select({ event: events, organiser: visibleUserColumns })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .leftJoin(users, eq(users.id, events.organiserId))
      .where(and(eq(eventRegistrations.userId, auth.userId), gt(events.endsAt, now()), order.after(query.cursor)))
      .orderBy(...order.orderBy)
      .limit(query.limit + 1)
    const page = toPage(
      rows,
      query.limit,
      (row) => toEvent(row, { userId: auth.userId, registered: true }),
      (row) => [row.event.startsAt, row.event.id],
    )
    return page
  })

  route(app, eventsApi.get, { access: 'optional' }, async ({ params, auth }) => one(params.id, auth?.userId ?? null))

  route(
    app,
    eventsApi.create,
    {
      access: 'teacher',
      effect: 'creates',
      status: 201,
      rateLimit: { max: rateLimits.createPerMinute, timeWindow: 60_000 },
    },
    async ({ body, auth }) => {
      const row = await createEvent(
        db,
        { ...body, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) },
        auth.userId,
        now(),
      )
      return one(row.id, auth.userId)
    },
  )

  route(app, eventsApi.remove, { access: 'teacher', effect: 'changes' }, async ({ params, auth }) => {
    await organisedEvent(db, params.id, auth.userId)
    await db.delete(events).where(eq(events.id, params.id))
  })

  route(app, eventsApi.register, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await register(db, params.id, auth.userId, now())
    return one(params.id, auth.userId)
  })

  route(app, eventsApi.cancel, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await cancel(db, params.id, auth.userId, now())
    return one(params.id, auth.userId)
  })

  route(app, eventsApi.attendees, { access: 'signed-in' }, async ({ params, query, auth }) => {
    await organisedEvent(db, params.id, auth.userId)
    const order = keyset(eventRegistrations.createdAt, eventRegistrations.userId, 'asc')
    const rows = await db
      .select({ user: visibleUserColumns, registeredAt: eventRegistrations.createdAt })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.userId))
      .where(and(eq(eventRegistrations.eventId, params.id), order.after(query.cursor)))
      .orderBy(...order.orderBy)
      .limit(query.limit + 1)
    return toPage(
      rows,
      query.limit,
      (row) => ({ user: toPublicUser(row.user), registeredAt: row.registeredAt.toISOString() }),
      (row) => [row.registeredAt, row.user.id],
    )
  })

  rawRoute(
    app,
    { method: 'GET', url: '/api/events/:id/event.ics', access: 'public' },
    async ({ params, request, reply }) => {
      const id = params.id ?? ''
      if (id.length < 1 || id.length > 64) throw new HttpError(404, eventMessages.unknownEvent)
      const { event } = await eventOr404(db, id)
      const ics = eventIcs({ ...event, pageUrl: `${mainOrigin(request)}/event/${encodeURIComponent(event.id)}` }, now())
      return reply
        .headers({
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="${icsFileName(event.title)}"`,
          'cache-control': 'no-cache',
        })
        .send(ics)
    },
  )
}
