// Events against the real app: who may do what, seats never oversold when 20 members register for
// 10 seats at once, registering twice, after the start, cancelling, lists in order, the .ics file.
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventMessages, type Event, type EventFields } from '#contract/events'
import type { Page } from '#contract/pagination'
import { parseCommand } from '#server/admin/args'
import { runCommand } from '#server/admin/commands'
import { signInRequiredMessage } from '#server/auth/guard'
import { eventRegistrations, events } from '#server/db/schema'
import { bearer, clientId, makeSignedInUser, signIn, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

type Member = UserFixture & { token: string }
const hour = 3600_000
const day = 24 * hour

let t: TestApp
let teacher: Member
let member: Member
beforeAll(async () => {
  t = await startTestApp()
  teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
  member = await makeSignedInUser(t.app, t.db)
})
afterAll(() => t.close())

const call = (method: InjectOptions['method'], url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} })

const fields = (overrides: Partial<EventFields> = {}): EventFields => {
  const start = new Date(t.clock.now().getTime() + 7 * day)
  return {
    title: 'Radio drama workshop',
    description: 'Bring headphones; we record a short scene together.',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * hour).toISOString(),
    place: 'Room 12, Hill School',
    link: '',
    capacity: 10,
    ...overrides,
  }
}

async function makeEvent(overrides: Partial<EventFields> = {}): Promise<Event> {
  const res = await call('POST', '/api/events', teacher.token, fields(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Event>()
}

describe('who may do what', () => {
  it('lets everyone read, members register, teachers make events, organisers see attendees', async () => {
    const event = await makeEvent()
    expect((await call('GET', `/api/events/${event.id}`, null)).statusCode).toBe(200)
    expect((await call('GET', '/api/events', null)).statusCode).toBe(200)
    expect((await call('GET', `/api/events/${event.id}/event.ics`, null)).statusCode).toBe(200)

    for (const [method, url] of [
      ['POST', `/api/events/${event.id}/registration`],
      ['DELETE', `/api/events/${event.id}/registration`],
      ['GET', `/api/events/${event.id}/attendees`],
      ['GET', '/api/events/registered'],
      ['POST', '/api/events'],
      ['DELETE', `/api/events/${event.id}`],
    ] as const) {
      const res = await call(method, url, null, method === 'POST' ? fields() : undefined)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json()).toEqual({ message: signInRequiredMessage })
    }
    expect((await call('POST', '/api/events', member.token, fields())).statusCode).toBe(403)
    expect((await call('DELETE', `/api/events/${event.id}`, member.token)).statusCode).toBe(403)
    const otherTeacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
    expect((await call('DELETE', `/api/events/${event.id}`, otherTeacher.token)).json()).toEqual({
      message: eventMessages.notOrganiser,
    })
    expect((await call('GET', `/api/events/${event.id}/attendees`, member.token)).statusCode).toBe(403)
    expect((await call('GET', `/api/events/${event.id}/attendees`, teacher.token)).statusCode).toBe(200)
    expect((await call('GET', `/api/events/${clientId()}`, null)).statusCode).toBe(404)

    expect((await call('DELETE', `/api/events/${event.id}`, teacher.token)).statusCode).toBe(204)
    expect((await call('GET', `/api/events/${event.id}`, null)).statusCode).toBe(404)
  })
})

describe('registering', () => {
  it('gives 10 seats to exactly 10 of 20 members registering at once', async () => {
    const event = await makeEvent({ capacity: 10 })
    const members = await Promise.all(Array.from({ length: 20 }, () => makeSignedInUser(t.app, t.db)))
    const answers = await Promise.all(members.map((m) => call('POST', `/api/events/${event.id}/registration`, m.token)))
    const codes = answers.map((res) => res.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(10)
    expect(codes.filter((code) => code === 409)).toHaveLength(10)
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toEqual({ message: eventMessages.full })
    const stored = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))
    expect(stored).toHaveLength(10)
    const read = (await call('GET', `/api/events/${event.id}`, null)).json<Event>()
    expect(read).toMatchObject({ capacity: 10, seatsLeft: 0 })
  })

  it('counts seats as members register and cancel; twice is 409, cancelling unregistered 409', async () => {
    const event = await makeEvent({ capacity: 2 })
    const first = await call('POST', `/api/events/${event.id}/registration`, member.token)
    expect(first.json<Event>()).toMatchObject({ registered: true, seatsLeft: 1 })
    const twice = await call('POST', `/api/events/${event.id}/registration`, member.token)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ message: eventMessages.alreadyRegistered })
    expect((await call('GET', `/api/events/${event.id}`, member.token)).json<Event>()).toMatchObject({
      registered: true,
      seatsLeft: 1,
    })
    expect((await call('GET', `/api/events/${event.id}`, null)).json<Event>()).toMatchObject({
      registered: false,
      seatsLeft: 1,
    })

    const mine = (await call('GET', '/api/events/registered', member.token)).json<Page<Event>>()
    expect(mine.items.map((e) => e.id)).toContain(event.id)

    const attendees = (await call('GET', `/api/events/${event.id}/attendees`, teacher.token)).json<
      Page<{ user: { id: string } }>
    >()
    expect(attendees.items.map((a) => a.user.id)).toEqual([member.id])

    const cancelled = await call('DELETE', `/api/events/${event.id}/registration`, member.token)
    expect(cancelled.json<Event>()).toMatchObject({ registered: false, seatsLeft: 2 })
    const again = await call('DELETE', `/api/events/${event.id}/registration`, member.token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: eventMessages.notRegistered })
    expect((await call('POST', `/api/events/${event.id}/registration`, member.token)).json<Event>()).toMatchObject({
      registered: true,
      seatsLeft: 1,
    })
  })

  it('refuses registering for or cancelling an event that has started (422)', async () => {
    const event = await makeEvent({ capacity: 5 })
    await call('POST', `/api/events/${event.id}/registration`, member.token)
    t.clock.advance(7 * day + hour)
    try {
      // Tokens from a week ago have expired: sign in again at the new time.
      const late = await call('POST', `/api/events/${event.id}/registration`, (await signIn(t.app, teacher)).token)
      expect(late.statusCode).toBe(422)
      expect(late.json()).toEqual({ message: eventMessages.past })
      expect(
        (await call('DELETE', `/api/events/${event.id}/registration`, (await signIn(t.app, member)).token)).statusCode,
      ).toBe(422)
    } finally {
      t.clock.advance(-(7 * day + hour))
    }
  })
})

describe('making events', () => {
  it('refuses bad times, places and input with 4xx and a message', async () => {
    const start = new Date(t.clock.now().getTime() + day)
    const cases: Array<[Partial<EventFields>, number, string]> = [
      [{ endsAt: start.toISOString(), startsAt: start.toISOString() }, 422, eventMessages.endBeforeStart],
      [
        { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 40 * day).toISOString() },
        422,
        eventMessages.tooLong,
      ],
      [
        {
          startsAt: new Date(start.getTime() + 6 * 365 * day).toISOString(),
          endsAt: new Date(start.getTime() + 6 * 365 * day + hour).toISOString(),
        },
        422,
        eventMessages.tooFarAhead,
      ],
      [{ place: ' ', link: '' }, 422, eventMessages.placeOrLink],
      [{ link: 'javascript:alert(1)' }, 400, eventMessages.link],
      [{ title: '  ' }, 400, eventMessages.titleRequired],
      [{ capacity: 0 }, 400, 'An event needs at least 1 seat.'],
      [{ startsAt: 'next tuesday' }, 400, ''],
      [{ title: 'x'.repeat(201) }, 400, 'At most 200 characters.'],
    ]
    for (const [overrides, status, message] of cases) {
      const res = await call('POST', '/api/events', teacher.token, fields(overrides))
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(status)
      expect(res.json().message).toContain(message)
    }
    expect((await call('GET', '/api/events?when=soon', null)).statusCode).toBe(400)
    expect((await call('GET', '/api/events?cursor=bad', null)).statusCode).toBe(400)
  })

  it('lists upcoming soonest first and past latest first, a page at a time', async () => {
    await t.db.delete(events)
    const base = t.clock.now().getTime()
    const at = (days: number) => ({
      startsAt: new Date(base + days * day).toISOString(),
      endsAt: new Date(base + days * day + hour).toISOString(),
    })
    const made = [
      await makeEvent({ title: 'C', ...at(3) }),
      await makeEvent({ title: 'A', ...at(1) }),
      await makeEvent({ title: 'B', ...at(2) }),
    ]
    expect(made).toHaveLength(3)
    const first = (await call('GET', '/api/events?limit=2', null)).json<Page<Event>>()
    expect(first.items.map((e) => e.title)).toEqual(['A', 'B'])
    const second = (await call('GET', `/api/events?limit=2&cursor=${first.nextCursor}`, null)).json<Page<Event>>()
    expect(second.items.map((e) => e.title)).toEqual(['C'])
    expect(second.nextCursor).toBeNull()

    t.clock.advance(10 * day)
    try {
      expect((await call('GET', '/api/events', null)).json<Page<Event>>().items).toEqual([])
      expect((await call('GET', '/api/events?when=past', null)).json<Page<Event>>().items.map((e) => e.title)).toEqual([
        'C',
        'B',
        'A',
      ])
    } finally {
      t.clock.advance(-10 * day)
    }
  })
})

describe('the .ics file', () => {
  it('is an iCalendar event with the times in UTC, escaped text and folded lines', async () => {
    const event = await makeEvent({
      title: 'Voices; commas, and \\ slashes',
      description: 'Line one\nLine two ' + 'é'.repeat(60),
      link: 'https://meet.example.test/abc',
    })
    const res = await t.app.inject({
      url: `/api/events/${event.id}/event.ics`,
      headers: { host: 'podcast.example.test' },
    })
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="voices-commas-and-slashes.ics"')
    const raw = res.body
    expect(raw.endsWith('\r\n')).toBe(true)
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const unfolded = raw.replace(/\r\n /g, '')
    const value = (name: string) =>
      unfolded
        .split('\r\n')
        .find((line) => line.startsWith(`${name}:`))
        ?.slice(name.length + 1)
    const unescape = (text: string | undefined) => text?.replace(/\\n/g, '\n').replace(/\\([;,\\])/g, '$1')
    expect(unescape(value('SUMMARY'))).toBe('Voices; commas, and \\ slashes')
    expect(unescape(value('DESCRIPTION'))).toContain(`Line one\nLine two ${'é'.repeat(60)}`)
    expect(value('DTSTART')).toBe(event.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''))
    expect(value('DTEND')).toBe(event.endsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''))
    expect(unescape(value('LOCATION'))).toBe('Room 12, Hill School · https://meet.example.test/abc')
    expect(value('URL')).toBe(`http://example.test/event/${event.id}`)
    expect(value('UID')).toBe(`${event.id}@voice-acting-events`)
  })
})

describe('npm run admin -- create-event', () => {
  it('makes an event without an organiser, with the API’s rules', async () => {
    const start = new Date(t.clock.now().getTime() + 3 * day)
    const args = [
      'create-event',
      '--title',
      'Open day',
      '--starts',
      start.toISOString(),
      '--ends',
      new Date(start.getTime() + hour).toISOString(),
      '--capacity',
      '40',
      '--link',
      'https://meet.example.test/open',
    ]
    const printed = await runCommand(t.db, parseCommand(args), t.clock.now())
    const id = /\(id (\S+)\)/.exec(printed)?.[1]
    expect(printed).toBe(`Created event Open day (id ${id}) on ${start.toISOString()}, 40 seats.`)
    expect((await call('GET', `/api/events/${id}`, null)).json<Event>()).toMatchObject({
      title: 'Open day',
      organiser: null,
      seatsLeft: 40,
      isOrganiser: false,
    })
    const bad = [
      'create-event',
      '--title',
      'Backwards',
      '--starts',
      start.toISOString(),
      '--ends',
      start.toISOString(),
      '--capacity',
      '5',
      '--place',
      'Hall',
    ]
    await expect(runCommand(t.db, parseCommand(bad), t.clock.now())).rejects.toThrow(eventMessages.endBeforeStart)
    expect(() =>
      parseCommand(['create-event', '--title', 'X', '--starts', 'tomorrow', '--ends', 'later', '--capacity', '5']),
    ).toThrow(/--starts must be a date and time/)
  })
})
