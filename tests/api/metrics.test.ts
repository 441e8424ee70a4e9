// The dashboard's figures on a generated log, each expected number computed here from the same
// generated records by plain JavaScript, never by the server's SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { ActivityContext } from '#contract/activities'
import type { Breakdowns, Realtime, Series, Summary, SummaryComparison } from '#contract/metrics'
import { rebuildRollups } from '#server/activities/rollups'
import { storeActivities } from '#server/activities/service'
import {
  activities,
  activityCounts,
  activityPageVisits,
  activityUploadWaits,
  activityVisits,
  users,
} from '#server/db/schema'
import { pageKindOf } from '#shared/page-kinds'
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
  id: string
  userId: string | null
  session: string
  localTime: Date
  path: string
  action: string
  context: ActivityContext
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
let members: { id: string; createdAt: Date }[] = []

/** Stores the records the way the app sends them: in batches (of 25: a few days each, within the
 *  log's 7-day window), each received soon after its last record, the later batches first (so visits
 *  grow from both ends), one batch twice. */
async function send(all: Generated[]): Promise<void> {
  const sorted = [...all].sort((a, b) => +a.localTime - +b.localTime)
  const batches: Generated[][] = []
  for (let i = 0; i < sorted.length; i += 25) batches.push(sorted.slice(i, i + 25))
  for (const batch of [...batches.reverse(), batches[3]!]) {
    const receivedAt = new Date(Math.max(...batch.map((record) => +record.localTime)) + minute)
    const receipt = await storeActivities(
      t.db,
      batch.map((record) => ({ ...record, localTime: record.localTime.toISOString() })),
      receivedAt,
    )
    expect(receipt.rejected).toEqual([])
  }
}

async function generate(): Promise<void> {
  const next = random(7)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  // Every member made before this file's data counts as registered long ago.
  await t.db.update(users).set({ createdAt: at('2020-01-01') })
  members = []
  for (let i = 0; i < 8; i++) {
    const member = await makeUser(t.db)
    const createdAt = new Date(at('2026-09-20').getTime() + Math.floor(next() * 70 * day))
    await t.db.update(users).set({ createdAt }).where(eq(users.id, member.id))
    members.push({ id: member.id, createdAt })
  }
  // Three studio pages and a profile: the top pages count them by kind (/session/:id).
  const paths = ['/scripts', '/write', '/session/a', '/session/b', '/session/c', '/scriptlibrary', '/members/ann']
  records = []
  for (let visit = 0; visit < 160; visit++) {
    const session = `Gen${String(visit).padStart(7, '0')}`
    const member = next() < 0.6 ? pick(members).id : null
    const start = at('2026-10-01').getTime() + Math.floor(next() * 59 * day)
    const views = 1 + Math.floor(next() * 4)
    // Some members sign in part-way: the visit is theirs, and they are one visitor, not two.
    const signedOutViews = member && next() < 0.25 ? 1 : 0
    const variant = next() < 0.8 ? 'main' : 'podcast'
    const display = pick(['standalone', 'browser', undefined] as const)
    const context = (extra: ActivityContext = {}): ActivityContext => ({
      variant,
      ...(display ? { display } : {}),
      ...extra,
    })
    let time = start
    for (let view = 0; view < views; view++) {
      time += Math.floor(1 + next() * 5) * minute
      records.push({
        id: clientId(),
        userId: view < signedOutViews ? null : member,
        session,
        localTime: new Date(time),
        path: pick(paths),
        action: 'page-visit',
        context: context(),
      })
    }
    const record = (action: string, extra: ActivityContext = {}) => {
      time += 20_000
      records.push({
        id: clientId(),
        userId: member,
        session,
        localTime: new Date(time),
        path: '/session/a',
        action,
        context: context(extra),
      })
    }
    if (next() < 0.3) {
      record('recording-started')
      record('recording-finished', { online: next() < 0.4 ? false : true, durationMs: 4_000 })
      if (next() < 0.7) record('take-uploaded', { waitedMs: Math.floor(next() * 3_600_000) })
    }
    if (next() < 0.1) record('session-finished')
    if (next() < 0.1) record('share-link-opened')
  }
  // A member seen on day 1 and day 20 of the range: one visitor over the 30 days.
  const returning = members[0]!.id
  const once = (session: string, localTime: Date): Generated => ({
    id: clientId(),
    userId: returning,
    session,
    localTime,
    path: '/scripts',
    action: 'page-visit',
    context: { variant: 'main' },
  })
  records.push(once('Return0001', at('2026-10-31', 60)), once('Return0002', at('2026-11-19', 60)))
  await send(records)
}

interface Filter {
  variant?: string
  path?: string
}

const visitorOf = (visit: { userId: string | null; session: string }) => visit.userId ?? `session:${visit.session}`
const inPeriod = (time: Date, start: Date, end: Date) => time >= start && time < end
const matches = (record: Generated, filter: Filter) =>
  (!filter.variant || record.context.variant === filter.variant) && (!filter.path || record.path === filter.path)

function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

interface Visit {
  session: string
  userId: string | null
  startedAt: Date
  seconds: number
  pageViews: number
  records: number
  entryPath: string
  exitPath: string
  variant: string
  display: string
}

function visitOf(session: string, rows: Generated[]): Visit {
  const sorted = [...rows].sort((a, b) => +a.localTime - +b.localTime)
  const first = sorted[0]!
  const last = sorted.at(-1)!
  return {
    session,
    userId: sorted.find((row) => row.userId)?.userId ?? null,
    startedAt: first.localTime,
    seconds: (+last.localTime - +first.localTime) / 1000,
    pageViews: sorted.filter((row) => row.action === 'page-visit').length,
    records: sorted.length,
    entryPath: first.path,
    exitPath: last.path,
    variant: first.context.variant ?? '',
    display: first.context.display ?? '',
  }
}

function groupBySession(rows: Generated[]): Visit[] {
  const bySession = new Map<string, Generated[]>()
  for (const row of rows) bySession.set(row.session, [...(bySession.get(row.session) ?? []), row])
  return [...bySession.entries()].map(([session, sessionRows]) => visitOf(session, sessionRows))
}

/** Visits that started in the period: whole sessions; with a path filter, each session's records of that page. */
function visitsIn(start: Date, end: Date, filter: Filter): Visit[] {
  const ofPage = filter.path ? records.filter((row) => row.path === filter.path) : records
  return groupBySession(ofPage).filter(
    (visit) => inPeriod(visit.startedAt, start, end) && (!filter.variant || visit.variant === filter.variant),
  )
}

const daysBefore = (end: Date, days: number) => new Date(end.getTime() - days * day)

/** The summary computed the plain way (UTC days). */
function expected(start: Date, end: Date, filter: Filter = {}): Summary {
  const visits = visitsIn(start, end, filter)
  const rows = records.filter((row) => inPeriod(row.localTime, start, end) && matches(row, filter))
  const count = (action: string) => rows.filter((row) => row.action === action).length
  const pageViews = count('page-visit')
  const takes = rows.filter((row) => row.action === 'recording-finished')
  const waits = rows.filter((row) => row.action === 'take-uploaded').map((row) => row.context.waitedMs! / 1000)
  const activeSince = (days: number) =>
    new Set(visitsIn(daysBefore(end, days), end, filter).flatMap((visit) => (visit.userId ? [visit.userId] : []))).size
  const share = (part: number, whole: number) => (whole ? part / whole : 0)
  return {
    visitors: new Set(visits.map(visitorOf)).size,
    visits: visits.length,
    pageViews,
    viewsPerVisit: share(pageViews, visits.length),
    bounceRate: share(visits.filter((visit) => visit.records === 1 && visit.pageViews === 1).length, visits.length),
    medianVisitSeconds: median(visits.map((visit) => visit.seconds)) ?? 0,
    installedShare: share(visits.filter((visit) => visit.display === 'standalone').length, visits.length),
    registrations: members.filter(
      (member) =>
        inPeriod(member.createdAt, start, end) &&
        (!filter.variant && !filter.path ? true : visits.some((visit) => visit.userId === member.id)),
    ).length,
    dailyActiveMembers: activeSince(1),
    weeklyActiveMembers: activeSince(7),
    monthlyActiveMembers: activeSince(30),
    takesRecorded: takes.length,
    offlineTakeShare: share(takes.filter((row) => row.context.online === false).length, takes.length),
    medianUploadWaitSeconds: median(waits),
    longestUploadWaitSeconds: waits.length ? Math.max(...waits) : null,
    sessionsFinished: count('session-finished'),
    shareLinksOpened: count('share-link-opened'),
  }
}

/** Summaries compare floats computed two ways: equal to many digits. */
function expectSummary(actual: Summary, wanted: Summary): void {
  for (const [key, value] of Object.entries(wanted)) {
    if (typeof value === 'number' && !Number.isInteger(value))
      expect(actual[key as keyof Summary], key).toBeCloseTo(value, 6)
    else expect(actual[key as keyof Summary], key).toEqual(value)
  }
  expect(Object.keys(actual).sort()).toEqual(Object.keys(wanted).sort())
}

const summaryAt = async (query: string) => {
  const res = await call('GET', `/api/metrics/summary?${query}`, viewer.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<SummaryComparison>()
}

describe('GET /api/metrics/summary', () => {
  beforeAll(generate)

  it('gives the 30 days’ figures beside the 30 days before, each counted the plain way', async () => {
    const body = await summaryAt('from=2026-10-31&to=2026-11-29&tz=UTC')
    expect(body.range).toEqual({
      start: '2026-10-31T00:00:00.000Z',
      end: '2026-11-30T00:00:00.000Z',
      previousStart: '2026-10-01T00:00:00.000Z',
    })
    expectSummary(body.current, expected(at('2026-10-31'), at('2026-11-30')))
    expectSummary(body.previous, expected(at('2026-10-01'), at('2026-10-31')))
    // The data set exercises every figure.
    expect(body.current.visits).toBeGreaterThan(50)
    expect(body.current.takesRecorded).toBeGreaterThan(5)
    expect(body.current.offlineTakeShare).toBeGreaterThan(0)
    expect(body.current.offlineTakeShare).toBeLessThan(1)
    expect(body.current.medianUploadWaitSeconds).toBeGreaterThan(0)
    expect(body.current.registrations).toBeGreaterThan(0)
    expect(body.current.sessionsFinished + body.current.shareLinksOpened).toBeGreaterThan(0)
    expect(body.current.installedShare).toBeGreaterThan(0)
    expect(body.current.weeklyActiveMembers).toBeGreaterThan(0)
  })

  it('counts a member seen on day 1 and on day 20 once over the range, not once a day', async () => {
    const range = await summaryAt('from=2026-10-31&to=2026-11-29&tz=UTC&path=/scripts')
    expectSummary(range.current, expected(at('2026-10-31'), at('2026-11-30'), { path: '/scripts' }))
    let summedByDay = 0
    for (let offset = 0; offset < 30; offset++) {
      const date = new Date(at('2026-10-31').getTime() + offset * day).toISOString().slice(0, 10)
      summedByDay += (await summaryAt(`from=${date}&to=${date}&tz=UTC&path=/scripts`)).current.visitors
    }
    expect(summedByDay).toBeGreaterThan(range.current.visitors)
  })

  it('applies the variant and path filters to every figure', async () => {
    const podcast = await summaryAt('from=2026-10-31&to=2026-11-29&tz=UTC&variant=podcast')
    expectSummary(podcast.current, expected(at('2026-10-31'), at('2026-11-30'), { variant: 'podcast' }))
    const studio = await summaryAt('from=2026-10-31&to=2026-11-29&tz=UTC&path=/session/a&variant=main')
    expectSummary(studio.current, expected(at('2026-10-31'), at('2026-11-30'), { path: '/session/a', variant: 'main' }))
    expectSummary(
      studio.previous,
      expected(at('2026-10-01'), at('2026-10-31'), { path: '/session/a', variant: 'main' }),
    )
  })

  it('starts the viewer’s days at their midnight', async () => {
    const res = await summaryAt('from=2026-11-10&to=2026-11-16&tz=America/New_York')
    // New York is at UTC−5 in November.
    expect(res.range).toEqual({
      start: '2026-11-10T05:00:00.000Z',
      end: '2026-11-17T05:00:00.000Z',
      previousStart: '2026-11-03T05:00:00.000Z',
    })
    expectSummary(res.current, expected(new Date('2026-11-10T05:00:00Z'), new Date('2026-11-17T05:00:00Z')))
  })

  it('keeps the rollups as the log says: what was stored batch by batch equals a rebuild from the log', async () => {
    const snapshot = async () => ({
      visits: await t.db.select().from(activityVisits).orderBy(activityVisits.session),
      counts: await t.db
        .select()
        .from(activityCounts)
        .orderBy(activityCounts.quarter, activityCounts.variant, activityCounts.path, activityCounts.action),
      waits: await t.db.select().from(activityUploadWaits).orderBy(activityUploadWaits.id),
      pageVisits: await t.db
        .select()
        .from(activityPageVisits)
        .orderBy(activityPageVisits.session, activityPageVisits.path),
    })
    const kept = await snapshot()
    expect(kept.visits.length).toBe(162)
    expect(kept.waits.length).toBe(records.filter((row) => row.action === 'take-uploaded').length)
    await rebuildRollups(t.db)
    expect(await snapshot()).toEqual(kept)
  })

  it('answers zeros for a range without records', async () => {
    const empty = await summaryAt('from=2025-01-01&to=2025-01-07')
    expect(empty.current).toEqual({
      visitors: 0,
      visits: 0,
      pageViews: 0,
      viewsPerVisit: 0,
      bounceRate: 0,
      medianVisitSeconds: 0,
      installedShare: 0,
      registrations: 0,
      dailyActiveMembers: 0,
      weeklyActiveMembers: 0,
      monthlyActiveMembers: 0,
      takesRecorded: 0,
      offlineTakeShare: 0,
      medianUploadWaitSeconds: null,
      longestUploadWaitSeconds: null,
      sessionsFinished: 0,
      shareLinksOpened: 0,
    })
  })

  it.each([
    ['from=2026-11-10&to=2026-11-01', 'The range ends before it starts.'],
    ['from=2024-01-01&to=2026-01-01', 'A range can be at most 366 days long.'],
    ['from=2026-11-01&to=2026-11-02&tz=Mars/Olympus', 'Unknown time zone: Mars/Olympus.'],
    ['from=1.11.2026&to=2026-11-02', 'Dates are written like 2026-11-23.'],
    ['to=2026-11-02', 'From is required.'],
    ['from=2026-11-01&to=2026-11-02&variant=moon', 'Variant must be one of: main, podcast, dashboard.'],
    ['from=2026-11-01&to=2026-11-02&path=scripts', 'The path filter must start with /.'],
  ])('refuses %s with a clear message', async (query, message) => {
    for (const panel of ['summary', 'series', 'breakdowns']) {
      const res = await call('GET', `/api/metrics/${panel}?${query}`, viewer.token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message })
    }
  })

  it('is for members with show_metrics only', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    for (const panel of ['summary', 'series', 'breakdowns']) {
      expect((await call('GET', `/api/metrics/${panel}?from=2026-11-01&to=2026-11-02`, member.token)).statusCode).toBe(
        403,
      )
      expect((await call('GET', `/api/metrics/${panel}?from=2026-11-01&to=2026-11-02`, null)).statusCode).toBe(401)
    }
  })
})

describe('GET /api/metrics/series', () => {
  const seriesAt = async (query: string) => {
    const res = await call('GET', `/api/metrics/series?${query}`, viewer.token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Series>()
  }

  /** Points the plain way, by a label made from the time shifted to the zone's fixed offset. */
  function expectedPoints(
    labels: string[],
    labelOf: (time: Date) => string,
    start: Date,
    end: Date,
    filter: Filter = {},
  ) {
    const visits = visitsIn(start, end, filter)
    const rows = records.filter((row) => inPeriod(row.localTime, start, end) && matches(row, filter))
    return labels.map((label) => ({
      label,
      visitors: new Set(visits.filter((visit) => labelOf(visit.startedAt) === label).map(visitorOf)).size,
      pageViews: rows.filter((row) => row.action === 'page-visit' && labelOf(row.localTime) === label).length,
      takesRecorded: rows.filter((row) => row.action === 'recording-finished' && labelOf(row.localTime) === label)
        .length,
    }))
  }

  it('gives every day of a 30-day range, zeros included', async () => {
    const series = await seriesAt('from=2026-10-31&to=2026-11-29&tz=UTC&variant=main')
    const labels = Array.from({ length: 30 }, (_, i) =>
      new Date(at('2026-10-31').getTime() + i * day).toISOString().slice(0, 10),
    )
    expect(series.unit).toBe('day')
    expect(series.points).toEqual(
      expectedPoints(labels, (time) => time.toISOString().slice(0, 10), at('2026-10-31'), at('2026-11-30'), {
        variant: 'main',
      }),
    )
    expect(series.points.some((point) => point.visitors === 0)).toBe(true)
    expect(series.points.reduce((sum, point) => sum + point.pageViews, 0)).toBeGreaterThan(100)
  })

  it('gives the 24 hours of one day in a zone half an hour off UTC', async () => {
    // Kolkata is at UTC+5:30 all year: its hours start at half past UTC hours.
    const offset = 330 * minute
    const busiest = [...groupBySession(records)].sort((a, b) => b.pageViews - a.pageViews)[0]!.startedAt
    const date = new Date(busiest.getTime() + offset).toISOString().slice(0, 10)
    const series = await seriesAt(`from=${date}&to=${date}&tz=Asia/Kolkata`)
    const labels = Array.from({ length: 24 }, (_, hour) => `${date} ${String(hour).padStart(2, '0')}:00`)
    const labelOf = (time: Date) =>
      new Date(time.getTime() + offset).toISOString().slice(0, 13).replace('T', ' ') + ':00'
    const start = new Date(Date.parse(`${date}T00:00:00Z`) - offset)
    expect(series.unit).toBe('hour')
    expect(series.points).toEqual(expectedPoints(labels, labelOf, start, new Date(start.getTime() + day)))
    expect(series.points.some((point) => point.pageViews > 0)).toBe(true)
  })
})

describe('GET /api/metrics/breakdowns', () => {
  const byCount = <T extends object>(rows: T[], count: (row: T) => number) =>
    rows.sort((a, b) => count(b) - count(a) || String(Object.values(a)[0]).localeCompare(String(Object.values(b)[0])))

  function tally<K extends string>(keys: string[], name: K): ({ [key in K]: string } & { visits: number })[] {
    const counts = new Map<string, number>()
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
    return [...counts.entries()].map(
      ([key, visits]) => ({ [name]: key, visits }) as { [key in K]: string } & { visits: number },
    )
  }

  it('lists top, entry and exit pages, variants and displays, counted the plain way', async () => {
    const res = await call('GET', '/api/metrics/breakdowns?from=2026-10-31&to=2026-11-29&tz=UTC', viewer.token)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<Breakdowns>()
    const start = at('2026-10-31')
    const end = at('2026-11-30')
    const visits = visitsIn(start, end, {})
    const views = records.filter((row) => row.action === 'page-visit' && inPeriod(row.localTime, start, end))
    const top = new Map<string, Map<string, number>>()
    for (const row of views) {
      const kind = top.get(pageKindOf(row.path)) ?? new Map<string, number>()
      kind.set(row.path, (kind.get(row.path) ?? 0) + 1)
      top.set(pageKindOf(row.path), kind)
    }
    const kindRows = [...top.entries()].map(([kind, pages]) => ({
      path: kind,
      pageViews: [...pages.values()].reduce((sum, count) => sum + count, 0),
      pages: byCount(
        [...pages.entries()].filter(([path]) => path !== kind).map(([path, pageViews]) => ({ path, pageViews })),
        (row) => row.pageViews,
      ),
    }))
    expect(body.topPages).toEqual(byCount(kindRows, (row) => row.pageViews))
    // The studio's pages are one row, each address one click away; a page of its own lists none.
    expect(
      body.topPages
        .find((row) => row.path === '/session/:id')
        ?.pages.map((page) => page.path)
        .sort(),
    ).toEqual(['/session/a', '/session/b', '/session/c'])
    expect(body.topPages.find((row) => row.path === '/scripts')?.pages).toEqual([])
    // Entry pages and displays add up to the visits; the variants' visitors may add up to more (a
    // member on two sites counts on each), their visits never.
    const sum = (rows: Array<{ visits: number }>) => rows.reduce((total, row) => total + row.visits, 0)
    expect(sum(body.entryPages)).toBe(visits.length)
    expect(sum(body.displays)).toBe(visits.length)
    expect(sum(body.variants)).toBe(visits.length)
    expect(body.entryPages).toEqual(
      byCount(
        tally(
          visits.map((visit) => visit.entryPath),
          'path',
        ),
        (row) => row.visits,
      ),
    )
    expect(body.exitPages).toEqual(
      byCount(
        tally(
          visits.map((visit) => visit.exitPath),
          'path',
        ),
        (row) => row.visits,
      ),
    )
    const variants = tally(
      visits.map((visit) => visit.variant || 'unknown'),
      'variant',
    ).map((row) => ({
      variant: row.variant,
      visitors: new Set(visits.filter((visit) => (visit.variant || 'unknown') === row.variant).map(visitorOf)).size,
      visits: row.visits,
    }))
    expect(body.variants).toEqual(byCount(variants, (row) => row.visits))
    expect(body.displays).toEqual(
      byCount(
        tally(
          visits.map((visit) => visit.display || 'unknown'),
          'display',
        ),
        (row) => row.visits,
      ),
    )
    expect(body.displays.map((row) => row.display).sort()).toEqual(['browser', 'standalone', 'unknown'])
  })

  it('narrows every table to the filters', async () => {
    const res = await call(
      'GET',
      '/api/metrics/breakdowns?from=2026-10-31&to=2026-11-29&tz=UTC&variant=podcast&path=/write',
      viewer.token,
    )
    const body = res.json<Breakdowns>()
    const visits = visitsIn(at('2026-10-31'), at('2026-11-30'), { variant: 'podcast', path: '/write' })
    const views = records.filter(
      (row) =>
        row.action === 'page-visit' &&
        inPeriod(row.localTime, at('2026-10-31'), at('2026-11-30')) &&
        matches(row, { variant: 'podcast', path: '/write' }),
    )
    expect(body.topPages).toEqual([{ path: '/write', pageViews: views.length, pages: [] }])
    expect(body.entryPages).toEqual([{ path: '/write', visits: visits.length }])
    expect(body.variants).toEqual([
      { variant: 'podcast', visitors: new Set(visits.map(visitorOf)).size, visits: visits.length },
    ])
  })
})

/** "Right now" at `now`, the plain way: the records of the last 5 minutes (and the 5 a device clock may
 *  run ahead), each counted as its visit's visitor, as every other figure counts them. */
function expectedRealtime(now: Date, filter: Filter): number {
  const visits = new Map(groupBySession(records).map((visit) => [visit.session, visit]))
  const recent = records.filter(
    (row) => inPeriod(row.localTime, new Date(+now - 5 * minute), new Date(+now + 5 * minute)) && matches(row, filter),
  )
  return new Set(recent.map((row) => visitorOf(visits.get(row.session)!))).size
}

describe('GET /api/metrics/realtime', () => {
  it('counts, at moments inside the generated log, the visitors the plain count finds, by the filters', async () => {
    const moments = records
      .filter((_, index) => index % 23 === 0)
      // Off the records' own steps (whole minutes and 20 s in a visit), so no record sits on the window's
      // edge while the request is on its way.
      .map((row) => new Date(+row.localTime + 157_000))
    let busiest = 0
    for (const moment of moments) {
      t.clock.advance(+moment - +t.clock.now())
      for (const filter of [{}, { variant: 'podcast' }, { path: '/write' }] as Filter[]) {
        const query = new URLSearchParams(filter as Record<string, string>).toString()
        const answer = await call('GET', `/api/metrics/realtime${query ? `?${query}` : ''}`, viewer.token)
        expect(answer.statusCode).toBe(200)
        const wanted = expectedRealtime(moment, filter)
        expect(answer.json<Realtime>().visitors, `${moment.toISOString()} ${query}`).toBe(wanted)
        busiest = Math.max(busiest, wanted)
      }
    }
    // The moments exercise the count: some hold more than one visitor.
    expect(moments.length).toBeGreaterThan(10)
    expect(busiest).toBeGreaterThan(1)
    t.clock.advance(Date.now() - +t.clock.now())
  })

  it('counts the visitors with a record in the last 5 minutes, each once, by the filters', async () => {
    // A year on: the generated log is long past.
    t.clock.advance(400 * day)
    const staff = await makeSignedInUser(t.app, t.db, { privileges: ['show_metrics'] })
    const now = t.clock.now().getTime()
    const member = await makeUser(t.db)
    const recent = (
      minutesAgo: number,
      overrides: { userId?: string; session: string; path?: string; variant?: string },
    ) => ({
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
    const count = async (query = '') =>
      (await call('GET', `/api/metrics/realtime${query}`, staff.token)).json<Realtime>()
    const all = await count()
    expect(all.visitors).toBe(3)
    expect(Math.abs(Date.parse(all.at) - now)).toBeLessThan(5_000)
    expect((await count('?variant=podcast')).visitors).toBe(1)
    expect((await count('?path=/write')).visitors).toBe(1)
    const member2 = await makeSignedInUser(t.app, t.db)
    expect((await call('GET', '/api/metrics/realtime', member2.token)).statusCode).toBe(403)
  })

  it('counts a visitor as the period does: a session that signs in part-way is one visitor', async () => {
    const staff = await makeSignedInUser(t.app, t.db, { privileges: ['show_metrics'] })
    const now = t.clock.now()
    const newcomer = await makeUser(t.db)
    const before = (await call('GET', '/api/metrics/realtime?variant=dashboard', staff.token)).json<Realtime>()
    const record = (minutesAgo: number, userId: string | null) => ({
      id: clientId(),
      userId,
      session: 'SignsInNow',
      localTime: new Date(now.getTime() - minutesAgo * minute).toISOString(),
      path: '/register',
      action: 'page-visit',
      context: { variant: 'dashboard' as const },
    })
    // Registers (signed out), then goes on as the new member, all within the last minutes.
    const receipt = await storeActivities(t.db, [record(3, null), record(2, newcomer.id), record(1, newcomer.id)], now)
    expect(receipt.rejected).toEqual([])
    const after = (await call('GET', '/api/metrics/realtime?variant=dashboard', staff.token)).json<Realtime>()
    expect(after.visitors - before.visitors).toBe(1)
    // And the period's figure of today agrees: one visitor for this visit.
    const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)
    const [from, to] = [dayOf(now.getTime() - 3 * minute), dayOf(now.getTime())]
    const period = await call('GET', `/api/metrics/summary?from=${from}&to=${to}&tz=UTC&variant=dashboard`, staff.token)
    expect(period.json<SummaryComparison>().current.visitors).toBe(after.visitors)
  })
})
