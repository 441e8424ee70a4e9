import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActivityLogDeps } from '#app/activities/activity-deps'
import { answeredFor, localIsoTime, logActivity, pageVisitAt } from '#app/activities/activity-log'
import { activitiesOn, type QueuedActivity } from '#app/activities/activity-store'
import { createActivitySyncHandler } from '#app/activities/activity-sync'
import { activitySyncKey } from '#app/activities/queue-activity-send'
import { createAuth, type Auth } from '#app/auth/auth'
import type { AppDatabase } from '#app/offline/database'
import type { OfflineServices } from '#app/offline/offline-services'
import { createOfflineServices } from '#app/offline/open-offline'
import type { SyncItem } from '#app/offline/sync-queue-items'
import { newId } from '#shared/new-id'
import { openTestDatabase } from '../offline/support'
import { startTestServer, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'

let server: TestServer
let db: AppDatabase
let services: OfflineServices
let auth: Auth

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  server.seen.length = 0
  server.answer(() => ({ status: 200, body: { stored: 0, duplicates: 0, rejected: [] } }))
  db = await openTestDatabase()
  // A long debounce: these tests drive the handler themselves.
  services = createOfflineServices(db, { debounceMs: 60_000 })
  auth = createAuth({ storage: localStorage, baseUrl: server.url })
  setActivityLogDeps({ auth, device: () => Promise.resolve({ services }), variant: 'main' })
})
afterEach(() => {
  vi.useRealTimers()
  setActivityLogDeps(null)
  localStorage.clear()
  db.close()
})

const minute = 60_000
const day = 24 * 60 * minute

describe('logActivity', () => {
  it('keeps a record on the device first, with the member, the session, the path and a context without free text', async () => {
    auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token-1' })
    await logActivity('recording-finished', { durationMs: 4200 }, '/session/s1?line=3')
    const [record] = await activitiesOn(services).oldest(10)
    expect(record).toMatchObject({
      userId: 'u1',
      path: '/session/s1',
      action: 'recording-finished',
      context: { variant: 'main', display: 'browser', online: true, screen: 'large', durationMs: 4200 },
    })
    expect(record!.session).toMatch(/^[A-Za-z0-9]{10}$/)
    expect(record!.localTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/)
    expect((await services.syncQueue.getSnapshot()).get(activitySyncKey)?.pending).toBe(1)
    answeredFor([record!.id])
  })

  it('records a visitor without a member', async () => {
    await logActivity('page-visit', {}, '/scriptlibrary')
    expect(await activitiesOn(services).oldest(10)).toMatchObject([{ userId: null, path: '/scriptlibrary' }])
  })

  it('writes times with the device’s offset', () => {
    const time = new Date('2026-11-23T09:15:00.250Z')
    const text = localIsoTime(time)
    expect(Date.parse(text)).toBe(time.getTime())
  })
})

describe('page visits (SPEC §2: 1 second after a route change)', () => {
  it('logs the page a second after the route changed; a change within that second replaces it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    pageVisitAt('/login')
    vi.advanceTimersByTime(600)
    pageVisitAt('/scripts')
    vi.advanceTimersByTime(999)
    expect(await activitiesOn(services).count()).toBe(0)
    vi.advanceTimersByTime(1)
    await vi.waitFor(async () => expect(await activitiesOn(services).count()).toBe(1))
    expect(await activitiesOn(services).oldest(10)).toMatchObject([{ action: 'page-visit', path: '/scripts' }])
  })
})

const item: SyncItem = {
  id: 'item',
  kind: 'activity',
  key: activitySyncKey,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
}

function queued(overrides: Partial<QueuedActivity> = {}): QueuedActivity {
  const now = Date.now()
  return {
    id: newId(),
    userId: null,
    localTime: localIsoTime(new Date(now - minute)),
    session: 'Ab3dE5gH9k',
    path: '/scripts',
    action: 'page-visit',
    context: { variant: 'main' },
    queuedAt: now - minute,
    ...overrides,
  }
}

describe('sending the queued records', () => {
  const send = (userId: string | null, baseUrl = server.url) => {
    const api = createAuth({ storage: localStorage, baseUrl })
    if (userId) api.store.set({ user: makeUser({ id: userId }), token: `token-${userId}` })
    return createActivitySyncHandler({ api: api.api, activities: activitiesOn(services), currentUserId: () => userId })(
      item,
    )
  }

  it('sends visitors’ and the member’s records in batches of 100 with the member’s token, oldest first, and keeps another member’s', async () => {
    const mine = Array.from({ length: 150 }, (_, i) => queued({ userId: i % 3 ? 'u1' : null, queuedAt: i }))
    const bobs = queued({ userId: 'u2', queuedAt: 1000 })
    for (const record of [...mine, bobs]) await activitiesOn(services).add(record)

    expect(await send('u1')).toEqual({ outcome: 'done' })
    expect(server.seen.map((request) => [request.method, request.path, request.authorization])).toEqual([
      ['POST', '/api/activities/', 'Bearer token-u1'],
      ['POST', '/api/activities/', 'Bearer token-u1'],
    ])
    const batches = server.seen.map(
      (request) => (request.body as { records: { id: string; queuedAt?: number }[] }).records,
    )
    expect(batches.map((batch) => batch.length)).toEqual([100, 50])
    expect(batches.flat().map((record) => record.id)).toEqual(mine.map((record) => record.id))
    expect(batches.flat().some((record) => 'queuedAt' in record)).toBe(false)
    expect(await activitiesOn(services).oldest(500)).toEqual([bobs])
  })

  it('loses nothing while offline or while the server fails, and sends it all once it answers', async () => {
    const records = Array.from({ length: 3 }, (_, i) => queued({ queuedAt: i }))
    for (const record of records) await activitiesOn(services).add(record)

    // No network at all (nothing listens there).
    const offline = await send(null, 'http://127.0.0.1:9')
    expect(offline.outcome).toBe('retry')
    expect(await activitiesOn(services).count()).toBe(3)

    server.answer(() => ({ status: 503, body: { message: 'Busy.' } }))
    expect((await send(null)).outcome).toBe('retry')
    expect(await activitiesOn(services).count()).toBe(3)

    // Back online; a record made meanwhile goes too.
    const later = queued({ queuedAt: 10 })
    await activitiesOn(services).add(later)
    server.answer(() => ({ status: 200, body: { stored: 4, duplicates: 0, rejected: [] } }))
    expect(await send(null)).toEqual({ outcome: 'done' })
    expect(await activitiesOn(services).count()).toBe(0)
    const sent = server.seen.filter((request) => request.path === '/api/activities/').at(-1)?.body as {
      records: { id: string }[]
    }
    expect(sent.records.map((record) => record.id)).toEqual([...records, later].map((record) => record.id))
  })

  it('drops records older than the server’s 7-day window without sending them', async () => {
    const old = queued({ localTime: localIsoTime(new Date(Date.now() - 7 * day - minute)), queuedAt: 0 })
    const fresh = queued({ queuedAt: 1 })
    await activitiesOn(services).add(old)
    await activitiesOn(services).add(fresh)
    expect(await send(null)).toEqual({ outcome: 'done' })
    expect((server.seen[0]?.body as { records: { id: string }[] }).records.map((record) => record.id)).toEqual([
      fresh.id,
    ])
    expect(await activitiesOn(services).count()).toBe(0)
  })

  it('drops records the device cannot read (an older version’s) instead of sending them', async () => {
    await db.put('activities', { id: 'broken', queuedAt: 0, path: 42 } as unknown as QueuedActivity)
    await activitiesOn(services).add(queued({ queuedAt: 1 }))
    expect(await send(null)).toEqual({ outcome: 'done' })
    expect((server.seen[0]?.body as { records: unknown[] }).records).toHaveLength(1)
    expect(await activitiesOn(services).count()).toBe(0)
  })
})
