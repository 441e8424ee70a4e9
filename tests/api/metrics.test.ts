// The dashboard's figures on a generated log, each expected number computed here from the same
// generated records by plain JavaScript, never by the server's SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Realtime, SummaryComparison } from '../../src/contract/metrics'
import { activities } from '../../src/server/db/schema'
import { clientId, makeSignedInUser, makeUser } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let call: ReturnType<typeof caller>
let viewer: { token: string }
beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  call = caller(t.app)
  viewer = await makeSignedInUser(t.app, t.db, { privileges: ['show_metrics'] })
})
afterAll(() => t.close())

interface Generated {
  userId: string | null
  session: string
  localTime: Date
  path: string
  action: string
  variant: 'main' | 'podcast'
}

const minute = 60_000
const day = 24 * 60 * minute
// Days in UTC, 2026-10-01 … 2026-11-29: a 30-day range (Oct 31 – Nov 29) and the 30 days before.
const at = (date: string, minutes = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + minutes * minute)

/** A small pseudo-random generator, so the data set is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
}

let records: Generated[] = []

async function generate(): Promise<void> {
  const next = random(7)
  const members = await Promise.all(Array.from({ length: 6 }, () => makeUser(t.db)))
  const paths = ['/scripts', '/write', '/session/a', '/scriptlibrary']
  records = []
  for (let visit = 0; visit < 160; visit++) {
    const session = `Gen${String(visit).padStart(7, '0')}`
    const member = next() < 0.6 ? members[Math.floor(next() * members.length)]!.id : null
    const start = at('2026-10-01').getTime() + Math.floor(next() * 59 * day)
    const views = 1 + Math.floor(next() * 4)
    const variant = next() < 0.8 ? 'main' : 'podcast'
    for (let view = 0; view < views; view++) {
      const time = new Date(start + view * Math.floor(1 + next() * 5) * minute)
      records.push({ userId: member, session, localTime: time, path: paths[Math.floor(next() * paths.length)]!, action: 'page-visit', variant })
    }
    if (next() < 0.2) records.push({ userId: member, session, localTime: new Date(start + 30_000), path: '/session/a', action: 'recording-started', variant })
  }
  // A member seen on day 1 and day 20 of the range: one visitor over the 30 days.
  const returning = members[0]!.id
  records.push({ userId: returning, session: 'Return0001', localTime: at('2026-10-31', 60), path: '/scripts', action: 'page-visit', variant: 'main' })
  records.push({ userId: returning, session: 'Return0002', localTime: at('2026-11-19', 60), path: '/scripts', action: 'page-visit', variant: 'main' })
  const receivedAt = new Date()
  for (let i = 0; i < records.length; i += 500) {
    await t.db.insert(activities).values(
      records.slice(i, i + 500).map((record) => ({ id: clientId(), ...record, context: { variant: record.variant }, receivedAt })),
    )
  }
}

/** The summary computed the plain way. */
function expected(start: Date, end: Date, filter: { variant?: string; path?: string } = {}) {
  const rows = records.filter(
    (record) => record.localTime >= start && record.localTime < end && (!filter.variant || record.variant === filter.variant) && (!filter.path || record.path === filter.path),
  )
  const bySession = new Map<string, Generated[]>()
  for (const row of rows) bySession.set(row.session, [...(bySession.get(row.session) ?? []), row])
  const visits = [...bySession.values()]
  const pageViews = rows.filter((row) => row.action === 'page-visit').length
  const seconds = visits.map((rowsOfVisit) => (Math.max(...rowsOfVisit.map((r) => +r.localTime)) - Math.min(...rowsOfVisit.map((r) => +r.localTime))) / 1000).sort((a, b) => a - b)
  const middle = seconds.length / 2
  const median = seconds.length === 0 ? 0 : seconds.length % 2 ? seconds[Math.floor(middle)]! : (seconds[middle - 1]! + seconds[middle]!) / 2
  return {
    visitors: new Set(rows.map((row) => row.userId ?? `session:${row.session}`)).size,
    visits: visits.length,
    pageViews,
    viewsPerVisit: visits.length ? pageViews / visits.length : 0,
    bounceRate: visits.length ? visits.filter((v) => v.length === 1 && v[0]!.action === 'page-visit').length / visits.length : 0,
    medianVisitSeconds: median,
  }
}

describe('GET /api/metrics/summary', () => {
  beforeAll(generate)

  it('gives the 30 days’ figures beside the 30 days before, each counted the plain way', async () => {
    const res = await call('GET', '/api/metrics/summary?from=2026-10-31&to=2026-11-29&tz=UTC', viewer.token)
    expect(res.statusCode).toBe(200)
    const body = res.json<SummaryComparison>()
    expect(body.range).toEqual({ start: '2026-10-31T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z', previousStart: '2026-10-01T00:00:00.000Z' })
    expect(body.current).toEqual(expected(at('2026-10-31'), at('2026-11-30')))
    expect(body.previous).toEqual(expected(at('2026-10-01'), at('2026-10-31')))
    expect(body.current.visits).toBeGreaterThan(50)
  })

  it('counts a member seen on day 1 and on day 20 once over the range, not once a day', async () => {
    const range = (await call('GET', '/api/metrics/summary?from=2026-10-31&to=2026-11-29&tz=UTC&path=/scripts', viewer.token)).json<SummaryComparison>()
    expect(range.current).toEqual(expected(at('2026-10-31'), at('2026-11-30'), { path: '/scripts' }))
    let summedByDay = 0
    for (let offset = 0; offset < 30; offset++) {
      const date = new Date(at('2026-10-31').getTime() + offset * day).toISOString().slice(0, 10)
      summedByDay += (await call('GET', `/api/metrics/summary?from=${date}&to=${date}&tz=UTC&path=/scripts`, viewer.token)).json<SummaryComparison>().current.visitors
    }
    expect(summedByDay).toBeGreaterThan(range.current.visitors)
  })

  it('applies the variant and path filters', async () => {
    const podcast = (await call('GET', '/api/metrics/summary?from=2026-10-31&to=2026-11-29&tz=UTC&variant=podcast', viewer.token)).json<SummaryComparison>()
    expect(podcast.current).toEqual(expected(at('2026-10-31'), at('2026-11-30'), { variant: 'podcast' }))
    const studio = (await call('GET', '/api/metrics/summary?from=2026-10-31&to=2026-11-29&tz=UTC&path=/session/a', viewer.token)).json<SummaryComparison>()
    expect(studio.current).toEqual(expected(at('2026-10-31'), at('2026-11-30'), { path: '/session/a' }))
  })

  it('starts the viewer’s days at their midnight', async () => {
    const res = (await call('GET', '/api/metrics/summary?from=2026-11-10&to=2026-11-16&tz=America/New_York', viewer.token)).json<SummaryComparison>()
    // New York is at UTC−5 in November.
    expect(res.range).toEqual({ start: '2026-11-10T05:00:00.000Z', end: '2026-11-17T05:00:00.000Z', previousStart: '2026-11-03T05:00:00.000Z' })
    expect(res.current).toEqual(expected(new Date('2026-11-10T05:00:00Z'), new Date('2026-11-17T05:00:00Z')))
  })

  it('answers zeros for a range without records', async () => {
    const empty = (await call('GET', '/api/metrics/summary?from=2025-01-01&to=2025-01-07', viewer.token)).json<SummaryComparison>()
    expect(empty.current).toEqual({ visitors: 0, visits: 0, pageViews: 0, viewsPerVisit: 0, bounceRate: 0, medianVisitSeconds: 0 })
  })

  it.each([
    ['from=2026-11-10&to=2026-11-01', 'The range ends before it starts.'],
    ['from=2024-01-01&to=2026-01-01', 'A range can be at most 366 days long.'],
    ['from=2026-11-01&to=2026-11-02&tz=Mars/Olympus', 'Unknown time zone: Mars/Olympus.'],
    ['from=1.11.2026&to=2026-11-02', 'Dates are written like 2026-11-23.'],
    ['to=2026-11-02', 'From is required.'],
    ['from=2026-11-01&to=2026-11-02&variant=moon', 'Variant must be one of: main, podcast, dashboard.'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await call('GET', `/api/metrics/summary?${query}`, viewer.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('is for members with show_metrics only', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    expect((await call('GET', '/api/metrics/summary?from=2026-11-01&to=2026-11-02', member.token)).statusCode).toBe(403)
    expect((await call('GET', '/api/metrics/summary?from=2026-11-01&to=2026-11-02', null)).statusCode).toBe(401)
  })
})

describe('GET /api/metrics/realtime', () => {
  it('counts the visitors with a record in the last 5 minutes, each once, by the filters', async () => {
    // A year on: the generated log is long past.
    t.clock.advance(400 * day)
    const staff = await makeSignedInUser(t.app, t.db, { privileges: ['show_metrics'] })
    const now = t.clock.now().getTime()
    const member = await makeUser(t.db)
    const recent = (minutesAgo: number, overrides: { userId?: string; session: string; path?: string; variant?: string }) => ({
      id: clientId(),
      userId: null,
      localTime: new Date(now - minutesAgo * minute),
      path: '/scripts',
      action: 'page-visit',
      variant: 'main',
      context: {},
      receivedAt: new Date(now),
      ...overrides,
    })
    await t.db.insert(activities).values([
      recent(1, { userId: member.id, session: 'Realtime01' }),
      recent(2, { userId: member.id, session: 'Realtime02' }),
      recent(3, { session: 'Realtime03', variant: 'podcast' }),
      recent(4, { session: 'Realtime04', path: '/write' }),
      // Sent late from an offline device: not "now".
      recent(6, { session: 'Realtime05' }),
    ])
    const count = async (query = '') => (await call('GET', `/api/metrics/realtime${query}`, staff.token)).json<Realtime>()
    const all = await count()
    expect(all.visitors).toBe(3)
    expect(Math.abs(Date.parse(all.at) - now)).toBeLessThan(5_000)
    expect((await count('?variant=podcast')).visitors).toBe(1)
    expect((await count('?path=/write')).visitors).toBe(1)
    const member2 = await makeSignedInUser(t.app, t.db)
    expect((await call('GET', '/api/metrics/realtime', member2.token)).statusCode).toBe(403)
  })
})
