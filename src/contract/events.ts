// Events (SPEC §2 `/events`, `/event/{eventId}`, `/event/{eventId}/register`; DESIGN.md "event /
// registration"): workshops and readings with a start, an end, a place or a link and a number of
// seats. Everyone reads them; signed-in members register (never beyond the seats, also when many
// register at once) and cancel; teachers and administrators (`npm run admin -- create-event`) make them.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idParams } from './ids'
import { page, pageQuery } from './pagination'
import { publicUserSchema } from './users'

export const eventLimits = {
  titleMax: 200,
  descriptionMax: 10_000,
  placeMax: 500,
  linkMax: 2000,
  capacityMax: 100_000,
  /** Events start at most this far ahead (a typo in the year would otherwise hide one for decades). */
  yearsAhead: 5,
  /** An event lasts at most 31 days. */
  maxDurationMs: 31 * 24 * 60 * 60 * 1000,
} as const

export const eventMessages = {
  titleRequired: 'Please enter a title.',
  unknownEvent: 'This event does not exist.',
  full: 'Sorry, this event is full.',
  alreadyRegistered: 'You are already registered for this event.',
  notRegistered: 'You are not registered for this event.',
  past: 'This event has already taken place.',
  endBeforeStart: 'The end must come after the start.',
  tooLong: 'An event can last at most 31 days.',
  tooFarAhead: 'An event can start at most 5 years from now.',
  placeOrLink: 'Please enter a place, a link, or both.',
  link: 'Please enter a web address starting with https:// or http://.',
  notOrganiser: 'Only the organiser of this event can do this.',
} as const

export const eventWhen = z.enum(['upcoming', 'past'])

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`))
const isoTime = z.iso.datetime({ offset: true })

export const eventFields = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, eventMessages.titleRequired),
      z.maxLength(eventLimits.titleMax, `At most ${eventLimits.titleMax} characters.`),
    ),
  description: z._default(text(eventLimits.descriptionMax), ''),
  startsAt: isoTime,
  endsAt: isoTime,
  place: z._default(text(eventLimits.placeMax), ''),
  /** An online event's address (a video call); empty for none. */
  link: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(eventLimits.linkMax),
      z.refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), eventMessages.link),
    ),
    '',
  ),
  capacity: z.int().check(z.gte(1, 'An event needs at least 1 seat.'), z.lte(eventLimits.capacityMax)),
})
export type EventFields = z.input<typeof eventFields>

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  link: z.string(),
  capacity: z.int(),
  seatsLeft: z.int(),
  /** The viewer is registered (false for visitors). */
  registered: z.boolean(),
  /** The viewer organised it: they see the attendees and may issue certificates for it. */
  isOrganiser: z.boolean(),
  organiser: z.nullable(publicUserSchema),
  createdAt: z.string(),
})
export type Event = z.infer<typeof eventSchema>

export const attendeeSchema = z.object({ user: publicUserSchema, registeredAt: z.string() })

export const eventsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/events',
    /** Upcoming (not yet ended) soonest first; past latest first. */
    query: z.extend(pageQuery, { when: z._default(eventWhen, 'upcoming') }),
    response: page(eventSchema),
  }),
  /** Events the member registered for, soonest first (upcoming ones). */
  mine: endpoint({ method: 'GET', path: '/api/events/registered', query: pageQuery, response: page(eventSchema) }),
  get: endpoint({ method: 'GET', path: '/api/events/:id', params: idParams, response: eventSchema }),
  create: endpoint({ method: 'POST', path: '/api/events', body: eventFields, response: eventSchema }),
  remove: endpoint({ method: 'DELETE', path: '/api/events/:id', params: idParams }),
  register: endpoint({ method: 'POST', path: '/api/events/:id/registration', params: idParams, response: eventSchema }),
  cancel: endpoint({ method: 'DELETE', path: '/api/events/:id/registration', params: idParams, response: eventSchema }),
  attendees: endpoint({
    method: 'GET',
    path: '/api/events/:id/attendees',
    params: idParams,
    query: pageQuery,
    response: page(attendeeSchema),
  }),
}
/** The event as an iCalendar file, for "Add to calendar". */
export const eventIcsPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/event.ics`
