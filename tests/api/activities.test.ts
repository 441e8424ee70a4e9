import { asc, eq, inArray, lt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActivityReceipt, ActivityRecord } from '#contract/activities'
import { removeOldActivities } from '#server/activities/cleanup'
import { storeActivities } from '#server/activities/service'
import { activities, activityCounts, activityPageVisits, activityVisits, users } from '#server/db/schema'
import { clientId, makeSignedInUser } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let call: ReturnType<typeof caller>
beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  call = caller(t.app)
})
afterAll(() => t.close())

const minute = 60_000
const day = 24 * 60 * minute

function record(overrides: Partial<ActivityRecord> = {}): ActivityRecord {
  return {
    id: clientId(),
    userId: null,
    localTime: new Date(t.clock.now().getTime() - minute).toISOString(),
    session: 'Ab3dE5gH9k',
    path: '/scripts',
    action: 'page-visit',
    context: { variant: 'main', display: 'browser', online: true, screen: 'small' },
    ...overrides,
  }
}

const stored = (id: string) => t.db.select().from(activities).where(eq(activities.id, id))

describe('POST /api/activities/ with one record (SPEC §7)', () => {
  it('stores a visitor’s page visit with the time of receipt, and nothing of the address or browser', async () => {
    const local = record({ localTime: new Date(t.clock.now().getTime() - 5 * minute).toISOString() })
    const res = await call('POST', '/api/activities/', null, local)
    expect(res.statusCode).toBe(200)
    expect(res.json<ActivityReceipt>()).toEqual({ stored: 1, duplicates: 0, rejected: [] })
    const [row] = await stored(local.id!)
    expect(row).toMatchObject({
      userId: null,
      session: 'Ab3dE5gH9k',
      path: '/scripts',
      action: 'page-visit',
      variant: 'main',
      context: local.context,
    })
    expect(row!.localTime.toISOString()).toBe(local.localTime)
    expect(Math.abs(row!.receivedAt.getTime() - t.clock.now().getTime())).toBeLessThan(5_000)
    expect(Object.keys(row!).sort()).toEqual([
      'action',
      'context',
      'id',
      'localTime',
      'path',
      'receivedAt',
      'session',
      'userId',
      'variant',
    ])
  })

  it('accepts the SPEC’s fields alone: no id (the server makes one) and no context', async () => {
    const { id: _id, context: _context, ...bare } = record({ session: 'Zz0000Zz00', path: '/about' })
    const res = await call('POST', '/api/activities/', null, bare)
    expect(res.statusCode).toBe(200)
    const rows = await t.db.select().from(activities).where(eq(activities.session, 'Zz0000Zz00'))
    expect(rows).toMatchObject([{ path: '/about', context: {}, variant: null }])
  })

  it('counts a repeated record once', async () => {
    const visit = record()
    expect((await call('POST', '/api/activities/', null, visit)).json()).toEqual({
      stored: 1,
      duplicates: 0,
      rejected: [],
    })
    expect((await call('POST', '/api/activities/', null, visit)).json()).toEqual({
      stored: 0,
      duplicates: 1,
      rejected: [],
    })
    expect(await stored(visit.id!)).toHaveLength(1)
  })

  it('takes a member’s record with that member’s token', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const visit = record({ userId: ann.id, path: '/write' })
    expect((await call('POST', '/api/activities/', ann.token, visit)).statusCode).toBe(200)
    expect(await stored(visit.id!)).toMatchObject([{ userId: ann.id }])
    // A visitor's record (made before signing in) may come with a token too.
    const before = record()
    expect((await call('POST', '/api/activities/', ann.token, before)).statusCode).toBe(200)
    expect(await stored(before.id!)).toMatchObject([{ userId: null }])
  })

  it('refuses a member’s record without a token (401) or with another member’s (403), storing nothing', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const bob = await makeSignedInUser(t.app, t.db)
    const annsVisit = record({ userId: ann.id })
    const without = await call('POST', '/api/activities/', null, annsVisit)
    expect(without.statusCode).toBe(401)
    expect(without.json()).toEqual({ message: "A member's activity is sent with that member's access token." })
    const other = await call('POST', '/api/activities/', bob.token, annsVisit)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({
      message: 'The records must be those of the signed-in member or of a visitor (userId null).',
    })
    expect(await stored(annsVisit.id!)).toEqual([])
  })

  it('refuses a record more than 7 days old or dated in the future', async () => {
    const old = record({ localTime: new Date(t.clock.now().getTime() - 7 * day - minute).toISOString() })
    const res = await call('POST', '/api/activities/', null, old)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The record is more than 7 days old.' })
    const ahead = record({ localTime: new Date(t.clock.now().getTime() + 6 * minute).toISOString() })
    expect((await call('POST', '/api/activities/', null, ahead)).json()).toEqual({
      message: 'The record is dated in the future; check the device clock.',
    })
    // Just inside both ends.
    const week = record({ localTime: new Date(t.clock.now().getTime() - 7 * day + minute).toISOString() })
    const soon = record({ localTime: new Date(t.clock.now().getTime() + 4 * minute).toISOString() })
    expect((await call('POST', '/api/activities/', null, week)).statusCode).toBe(200)
    expect((await call('POST', '/api/activities/', null, soon)).statusCode).toBe(200)
    expect(await stored(old.id!)).toEqual([])
  })

  it.each([
    [{ session: 'short' }, 'The session must be 10 letters or digits.'],
    [{ session: 'Ab3dE5gH9!' }, 'The session must be 10 letters or digits.'],
    [{ path: 'https://evil.example/x' }, 'The path must be a path of this app, like /scripts.'],
    [{ path: '//evil.example/x' }, 'The path must be a path of this app, like /scripts.'],
    [{ path: '/reset?code=123456' }, 'The path must be a path of this app, like /scripts.'],
    [{ path: '/api/users/authenticate' }, 'The path must be a page of this app, not of its API.'],
    [{ path: `/${'a'.repeat(300)}` }, 'The path can have at most 300 characters.'],
    [{ action: 'Typed <b>text</b>' }, 'The action must be a short name in lower case, like page-visit.'],
    [{ localTime: 'yesterday' }, 'LocalTime is not valid.'],
    [{ context: { variant: 'main', note: 'what the member typed' } }, 'Context does not take the field note.'],
    [{ context: { durationMs: -5 } }, 'Context.durationMs is too small (at least 0).'],
    [{ id: 'x' }, 'must be an id made by the app'],
  ] as const)('refuses %j with a clear message', async (change, message) => {
    const res = await call('POST', '/api/activities/', null, { ...record(), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ message: string }>().message).toBe(message)
  })

  it('refuses a body that is no record at all', async () => {
    for (const body of [[], { visit: true }, { records: [] }, { records: 'all' }]) {
      const res = await call('POST', '/api/activities/', null, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('POST /api/activities/ with a batch', () => {
  it('stores up to 100 records in one request, each once, and says which it could not', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const batch = Array.from({ length: 98 }, (_, i) =>
      record({
        userId: i % 2 ? ann.id : null,
        session: 'Batch00001',
        localTime: new Date(t.clock.now().getTime() - (100 - i) * minute).toISOString(),
      }),
    )
    const tooOld = record({
      session: 'Batch00001',
      localTime: new Date(t.clock.now().getTime() - 8 * day).toISOString(),
    })
    const res = await call('POST', '/api/activities/', ann.token, { records: [...batch, tooOld, batch[0]] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      stored: 98,
      duplicates: 1,
      rejected: [{ id: tooOld.id, message: 'The record is more than 7 days old.' }],
    })
    const rows = await t.db
      .select()
      .from(activities)
      .where(eq(activities.session, 'Batch00001'))
      .orderBy(asc(activities.localTime))
    expect(rows.map((row) => row.id)).toEqual(batch.map((visit) => visit.id))

    // The same batch again (the page closed before the answer): nothing counted twice.
    expect((await call('POST', '/api/activities/', ann.token, { records: batch })).json()).toEqual({
      stored: 0,
      duplicates: 98,
      rejected: [],
    })
  })

  it('refuses more than 100 records, and a bad record names its place', async () => {
    const many = await call('POST', '/api/activities/', null, { records: Array.from({ length: 101 }, () => record()) })
    expect(many.statusCode).toBe(400)
    expect(many.json()).toEqual({ message: 'A batch can have at most 100 records.' })
    const bad = await call('POST', '/api/activities/', null, { records: [record(), record({ path: 'nowhere' })] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ message: 'The path must be a path of this app, like /scripts.' })
  })
})

describe('the activity log over time', () => {
  it('keeps a deleted member’s records without them', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const visit = record({ userId: ann.id })
    await call('POST', '/api/activities/', ann.token, visit)
    await t.db.delete(users).where(eq(users.id, ann.id))
    expect(await stored(visit.id!)).toMatchObject([{ userId: null, path: '/scripts' }])
  })

  it('deletes records past the retention, a chunk at a time, with their rollups, and keeps the rest', async () => {
    const now = t.clock.now()
    const recent = record({ session: 'Retain0001' })
    await call('POST', '/api/activities/', null, recent)
    // Stored as they were received a month ago: the API takes nothing older than a week.
    const oldIds = Array.from({ length: 3 }, () => clientId())
    for (const [i, id] of oldIds.entries()) {
      const localTime = new Date(now.getTime() - (30 + i) * day)
      await storeActivities(
        t.db,
        [
          {
            id,
            userId: null,
            localTime: localTime.toISOString(),
            session: 'Retain0002',
            path: '/',
            action: 'page-visit',
            context: {},
          },
        ],
        localTime,
      )
    }
    const before = new Date(now.getTime() - 29 * day)
    expect(await t.db.select().from(activityVisits).where(eq(activityVisits.session, 'Retain0002'))).toHaveLength(1)
    expect(await t.db.select().from(activityCounts).where(lt(activityCounts.quarter, before))).toHaveLength(3)
    expect(await removeOldActivities(t.db, now, 29)).toBe(3)
    expect(
      (
        await t.db
          .select()
          .from(activities)
          .where(inArray(activities.session, ['Retain0001', 'Retain0002']))
      ).map((row) => row.id),
    ).toEqual([recent.id])
    expect(
      (
        await t.db
          .select()
          .from(activityVisits)
          .where(inArray(activityVisits.session, ['Retain0001', 'Retain0002']))
      ).map((row) => row.session),
    ).toEqual(['Retain0001'])
    expect(await t.db.select().from(activityCounts).where(lt(activityCounts.quarter, before))).toEqual([])
    expect(
      (
        await t.db
          .select()
          .from(activityPageVisits)
          .where(inArray(activityPageVisits.session, ['Retain0001', 'Retain0002']))
      ).map((row) => row.session),
    ).toEqual(['Retain0001'])
  })
})

describe('rate limit', () => {
  it('answers 429 when one address sends too many requests in a minute', async () => {
    const limited = await startTestApp({ contentDir: null, rateLimits: { activityRequestsPerMinute: 3 } })
    try {
      const send = () =>
        caller(limited.app)('POST', '/api/activities/', null, { ...record(), localTime: new Date().toISOString() })
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200)
      const over = await send()
      expect(over.statusCode).toBe(429)
      expect(over.json<{ message: string }>().message).toMatch(/^Too many attempts/)
    } finally {
      await limited.close()
    }
  })
})
