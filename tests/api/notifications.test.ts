// Notifications: a member's own list (newest first, pages, actors as the member may see them),
// reading one or all, and the poll GET /api/notifications/new?after=…: counted after a time on the
// app's clock, right after each kind of write, without the database for a member it already knows,
// rebuilt by a restart, and kept in step between two apps on one database.
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '#contract/messages'
import { notificationsMessages, type Notification } from '#contract/notifications'
import type { Page } from '#contract/pagination'
import { sessionExpiredMessage } from '#server/auth/guard'
import { defaultSessionTokens } from '#server/config'
import type { DatabaseHandle } from '#server/db/database'
import { openDatabase } from '#server/db/open'
import { notifications, users } from '#server/db/schema'
import { addNotifications, type NewNotification } from '#server/notifications/add'
import { notifyEveryProcess } from '#server/notifications/announce'
import {
  bearer,
  clientId,
  joinSession,
  makeFriends,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  recordTakeRow,
} from './support/factories'
import { caller } from './support/inject'
import { buildTestApp, startTestApp, type TestApp } from './support/test-app'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>

let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  call = caller(t.app)
})
afterAll(() => t.close())

const member = () => makeSignedInUser(t.app, t.db)

/** Through the one door features use, at the app's clock (or at `at`). */
const notify = (list: NewNotification[], at = t.clock.now()) => addNotifications(t.db, list, at)

async function countOn(app: FastifyInstance, who: Member, after: string | Date = new Date(0)): Promise<number> {
  const at = typeof after === 'string' ? after : after.toISOString()
  const res = await app.inject({
    method: 'GET',
    url: `/api/notifications/new?after=${encodeURIComponent(at)}`,
    headers: bearer(who.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ count: number }>().count
}
const count = (who: Member, after?: string | Date) => countOn(t.app, who, after)

async function listOf(who: Member, query = ''): Promise<Page<Notification>> {
  const res = await call('GET', `/api/notifications/${query}`, who.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page<Notification>>()
}

/** Runs `work` while another transaction holds every table the poll or a sign-in check would
 *  read: it answers only if it needs none of them (or gives up after 3 s). */
async function withoutDatabase<T>(work: () => Promise<T>): Promise<T | 'waited for the database'> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let locked!: () => void
  const isLocked = new Promise<void>((resolve) => (locked = resolve))
  const holder = t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table notifications, users, roles, subscriptions, sign_ins in access exclusive mode`)
    locked()
    await released
  })
  await isLocked
  try {
    return await Promise.race([
      work(),
      new Promise<'waited for the database'>((resolve) => setTimeout(() => resolve('waited for the database'), 3000)),
    ])
  } finally {
    release()
    await holder
  }
}

/** Polls until `expected` or two seconds pass; the last count. */
async function countSoon(app: FastifyInstance, who: Member, expected: number): Promise<number> {
  const deadline = Date.now() + 2000
  let seen = await countOn(app, who)
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    seen = await countOn(app, who)
  }
  return seen
}

describe('the list', () => {
  it('shows the member’s own notifications, newest first, a page at a time, with the actor as the member may see them', async () => {
    const [me, friend, stranger] = [await member(), await member(), await member()]
    await makeFriends(t.db, me.id, friend.id)
    await t.db
      .update(users)
      .set({ name: 'Fran', nameVisibility: 'protected', handle: `fran${clientId().slice(0, 6)}` })
      .where(eq(users.id, friend.id))
    await t.db.update(users).set({ name: 'Stan', nameVisibility: 'protected' }).where(eq(users.id, stranger.id))
    await notify([{ userId: me.id, kind: 'friend_request', actorId: stranger.id, subjectId: stranger.id }])
    t.clock.advance(1000)
    await notify([{ userId: me.id, kind: 'friend_accepted', actorId: friend.id, subjectId: friend.id }])
    t.clock.advance(1000)
    await notify([
      {
        userId: me.id,
        kind: 'class_note',
        subjectId: clientId(),
        payload: { className: 'Drama 1', body: 'Bring water.' },
      },
    ])
    await notify([{ userId: stranger.id, kind: 'friend_request', actorId: me.id, subjectId: me.id }])

    const page = await listOf(me)
    expect(page.nextCursor).toBeNull()
    expect(page.items.map((n) => [n.kind, n.actor?.id ?? null, n.actor?.name ?? null, n.readAt])).toEqual([
      ['class_note', null, null, null],
      ['friend_accepted', friend.id, 'Fran', null],
      ['friend_request', stranger.id, null, null],
    ])
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      kind: 'class_note',
      actor: null,
      subjectId: expect.any(String),
      payload: { className: 'Drama 1', body: 'Bring water.' },
      createdAt: expect.any(String),
      readAt: null,
    })
    const first = await listOf(me, '?limit=2')
    expect(first.items.map((n) => n.kind)).toEqual(['class_note', 'friend_accepted'])
    const second = await listOf(me, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.items.map((n) => n.kind)).toEqual(['friend_request'])
    expect(second.nextCursor).toBeNull()
  })

  it('is empty for a new member, and refuses visitors and bad pages', async () => {
    const me = await member()
    expect(await listOf(me)).toEqual({ items: [], nextCursor: null })
    expect((await call('GET', '/api/notifications/', null)).statusCode).toBe(401)
    for (const query of ['?limit=0', '?limit=1000', '?cursor=abc']) {
      expect((await call('GET', `/api/notifications/${query}`, me.token)).statusCode, query).toBe(400)
    }
  })
})

describe('reading', () => {
  it('reads one of the member’s own; another member’s is a 404 like a missing one', async () => {
    const [me, other] = [await member(), await member()]
    await notify([
      { userId: me.id, kind: 'class_joined', subjectId: clientId() },
      { userId: other.id, kind: 'class_joined', subjectId: clientId() },
    ])
    const [mine] = (await listOf(me)).items
    const [theirs] = (await listOf(other)).items
    expect(await count(me)).toBe(1)

    const foreign = await call('POST', `/api/notifications/${theirs!.id}/read`, me.token)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: notificationsMessages.notFound })
    expect((await call('POST', `/api/notifications/${clientId()}/read`, me.token)).statusCode).toBe(404)
    expect((await call('POST', `/api/notifications/${'x'.repeat(65)}/read`, me.token)).statusCode).toBe(400)
    expect((await call('POST', `/api/notifications/${mine!.id}/read`, null)).statusCode).toBe(401)
    expect((await listOf(other)).items[0]?.readAt).toBeNull()

    expect((await call('POST', `/api/notifications/${mine!.id}/read`, me.token)).statusCode).toBe(204)
    expect((await listOf(me)).items[0]?.readAt).not.toBeNull()
    expect(await count(me)).toBe(0)
    // Again: already read, still fine.
    expect((await call('POST', `/api/notifications/${mine!.id}/read`, me.token)).statusCode).toBe(204)
    expect(await count(other)).toBe(1)
  })

  it('reads all of the member’s own, and no one else’s', async () => {
    const [me, other] = [await member(), await member()]
    await notify([
      { userId: me.id, kind: 'class_joined', subjectId: clientId() },
      { userId: me.id, kind: 'session_joined', subjectId: clientId(), payload: { title: 'A scene' } },
      { userId: other.id, kind: 'class_joined', subjectId: clientId() },
    ])
    expect(await count(me)).toBe(2)
    expect((await call('POST', '/api/notifications/read', null)).statusCode).toBe(401)
    expect((await call('POST', '/api/notifications/read', me.token)).statusCode).toBe(204)
    expect((await listOf(me)).items.every((n) => n.readAt !== null)).toBe(true)
    expect(await count(me)).toBe(0)
    expect(await count(other)).toBe(1)
    expect((await call('POST', '/api/notifications/read', me.token)).statusCode).toBe(204)
  })
})

describe('the poll', () => {
  it('counts unread notifications newer than `after`, on the app’s clock', async () => {
    const me = await member()
    const start = t.clock.now()
    await notify([{ userId: me.id, kind: 'class_joined', subjectId: clientId() }], start)
    t.clock.advance(60_000)
    const middle = t.clock.now()
    t.clock.advance(60_000)
    await notify([
      { userId: me.id, kind: 'class_note', subjectId: clientId(), payload: { className: 'Drama', body: 'Hi' } },
    ])
    t.clock.advance(60_000)

    expect(await count(me, new Date(start.getTime() - 1))).toBe(2)
    // Strictly after: a notification at exactly `after` is not new.
    expect(await count(me, start)).toBe(1)
    expect(await count(me, middle)).toBe(1)
    expect(await count(me, t.clock.now())).toBe(0)
    // Any ISO form Date.parse reads, with an offset too.
    const offset = new Date(middle.getTime() + 12 * 3_600_000).toISOString().replace('Z', '+12:00')
    expect(await count(me, offset)).toBe(1)
  })

  it('refuses a missing or bad `after` with 400 and says why, and visitors and forged tokens with 401', async () => {
    const me = await member()
    for (const query of [
      '',
      '?after=',
      '?after=yesterday',
      `?after=${'2026'.repeat(11)}`,
      '?after=2026-13-45T99:00:00Z',
    ]) {
      const res = await call('GET', `/api/notifications/new${query}`, me.token)
      expect(res.statusCode, query).toBe(400)
      expect(res.json<{ message: string }>().message.length, query).toBeGreaterThan(5)
    }
    expect((await call('GET', '/api/notifications/new?after=yesterday', me.token)).json()).toEqual({
      message: notificationsMessages.badAfter,
    })
    expect((await call('GET', '/api/notifications/new?after=2026-01-01T00:00:00Z', null)).statusCode).toBe(401)
    expect((await call('GET', '/api/notifications/new?after=2026-01-01T00:00:00Z', 'not.a.token')).statusCode).toBe(401)
  })

  it('refuses a token once it expires, though it answered with it before', async () => {
    const me = await member()
    expect(await count(me)).toBe(0)
    t.clock.advance(defaultSessionTokens.accessTokenTtlSeconds * 1000)
    const res = await call('GET', '/api/notifications/new?after=2026-01-01T00:00:00Z', me.token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: sessionExpiredMessage })
  })

  it('counts each kind of write at once, on the very next poll', async () => {
    const [owner, friend] = [await member(), await member()]
    await makeFriends(t.db, owner.id, friend.id)
    expect(await count(owner)).toBe(0)

    // A message (the first of a sender is one notification; the next ones refresh it).
    const sent = await call('POST', `/api/conversations/${owner.id}/messages`, friend.token, {
      clientId: clientId(),
      body: 'Hi',
    })
    expect(sent.statusCode).toBe(201)
    expect(await count(owner)).toBe(1)
    const before = t.clock.now()
    t.clock.advance(5)
    await call('POST', `/api/conversations/${owner.id}/messages`, friend.token, { clientId: clientId(), body: 'Again' })
    expect(await count(owner)).toBe(1)
    expect(await count(owner, before)).toBe(1)

    // Someone joins the owner's session through a share link (once, however often they open it).
    const script = await makeScript(t.app, owner.token, { title: 'Storm at sea', lineCount: 2 })
    const session = await makeSession(t.app, owner.token, script.id)
    const link = await makeShareLink(t.app, owner.token, session.id)
    await joinSession(t.app, friend.token, link.linkId)
    expect(await count(owner)).toBe(2)
    await joinSession(t.app, friend.token, link.linkId)
    expect(await count(owner)).toBe(2)

    // Another member's take in the owner's session (one notification per session); the owner's own takes say nothing.
    await recordTakeRow(t.db, { sessionId: session.id, lineId: script.lines[0]!.id, userId: friend.id }, t.clock.now())
    expect(await count(owner)).toBe(3)
    await recordTakeRow(t.db, { sessionId: session.id, lineId: script.lines[1]!.id, userId: friend.id }, t.clock.now())
    await recordTakeRow(t.db, { sessionId: session.id, lineId: script.lines[1]!.id, userId: owner.id }, t.clock.now())
    expect(await count(owner)).toBe(3)

    // Friends and classes write through the same door.
    for (const kind of [
      'friend_request',
      'friend_accepted',
      'class_joined',
      'class_note',
      'episode_published',
    ] as const) {
      const expected = (await count(owner)) + 1
      await notify([{ userId: owner.id, kind, actorId: friend.id, subjectId: clientId() }])
      expect(await count(owner), kind).toBe(expected)
    }

    const items = (await listOf(owner)).items
    expect(items.find((n) => n.kind === 'message')).toMatchObject({
      actor: { id: friend.id },
      subjectId: friend.id,
      payload: { count: 2 },
    })
    expect(items.find((n) => n.kind === 'session_joined')).toMatchObject({
      actor: { id: friend.id },
      subjectId: session.id,
      payload: { title: 'Storm at sea' },
    })
    expect(items.find((n) => n.kind === 'take_added')).toMatchObject({
      actor: { id: friend.id },
      subjectId: session.id,
      payload: { title: 'Storm at sea', count: 2 },
    })
    expect(items.filter((n) => n.kind === 'session_joined' || n.kind === 'take_added')).toHaveLength(2)
    expect(await count(friend)).toBe(0)
  })

  it('counts down when notifications are read, one, a conversation or all', async () => {
    const [me, friend] = [await member(), await member()]
    await makeFriends(t.db, me.id, friend.id)
    await notify([
      { userId: me.id, kind: 'class_joined', subjectId: clientId() },
      { userId: me.id, kind: 'class_joined', subjectId: clientId() },
    ])
    await call('POST', `/api/conversations/${me.id}/messages`, friend.token, { clientId: clientId(), body: 'Hi' })
    expect(await count(me)).toBe(3)
    expect((await call('POST', `/api/conversations/${friend.id}/read`, me.token)).statusCode).toBe(204)
    expect(await count(me)).toBe(2)
    const [one] = (await listOf(me)).items.filter((n) => n.readAt === null)
    await call('POST', `/api/notifications/${one!.id}/read`, me.token)
    expect(await count(me)).toBe(1)
    await call('POST', '/api/notifications/read', me.token)
    expect(await count(me)).toBe(0)
  })

  it('answers many members polling for the first time at once, each with their own count', async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, () => member()))
    await notify(
      crowd.flatMap((who, index) =>
        Array.from({ length: index }, () => ({ userId: who.id, kind: 'class_joined' as const, subjectId: clientId() })),
      ),
    )
    const restarted = await buildTestApp(t.db, t.clock, { contentDir: null })
    try {
      expect(await Promise.all(crowd.map((who) => countOn(restarted, who)))).toEqual(crowd.map((_, index) => index))
    } finally {
      await restarted.close()
    }
  })

  it('answers a member it knows without the database, sign-in checks included', async () => {
    const me = await member()
    await notify([{ userId: me.id, kind: 'class_joined', subjectId: clientId() }])
    expect(await count(me)).toBe(1)
    expect(await withoutDatabase(() => count(me))).toBe(1)
  })

  it('hears another process’s writes and reads through the database alone', async () => {
    const me = await member()
    const other = await buildTestApp(t.db, t.clock, { contentDir: null, listen: t.database.handle.listen })
    try {
      expect(await count(me)).toBe(0)
      expect(await countOn(other, me)).toBe(0)
      // What another process's addNotifications does, without this process's own signal.
      const [row] = await t.db
        .insert(notifications)
        .values({ userId: me.id, kind: 'class_joined', subjectId: clientId(), createdAt: t.clock.now() })
        .returning()
      await notifyEveryProcess(t.db, [{ userId: me.id, unread: [[row!.id, row!.createdAt.getTime()]] }])
      // Both caches took it in from the message itself, without reading the table.
      expect(await withoutDatabase(async () => [await countSoon(t.app, me, 1), await countSoon(other, me, 1)])).toEqual(
        [1, 1],
      )

      await t.db.update(notifications).set({ readAt: t.clock.now() }).where(eq(notifications.id, row!.id))
      await notifyEveryProcess(t.db, [{ userId: me.id }])
      expect([await countSoon(t.app, me, 0), await countSoon(other, me, 0)]).toEqual([0, 0])
    } finally {
      await other.close()
    }
  })

  it('is rebuilt from the table by a restart', async () => {
    const me = await member()
    await notify([
      { userId: me.id, kind: 'class_joined', subjectId: clientId() },
      { userId: me.id, kind: 'class_note', subjectId: clientId(), payload: { className: 'Drama', body: 'Hi' } },
    ])
    await call('POST', `/api/notifications/${(await listOf(me)).items[0]!.id}/read`, me.token)
    expect(await count(me)).toBe(1)
    const restarted = await buildTestApp(t.db, t.clock, { contentDir: null })
    try {
      expect(await countOn(restarted, me)).toBe(1)
    } finally {
      await restarted.close()
    }
  })

  it('keeps two apps on one database in step: what one writes or reads, the other’s poll counts', async () => {
    const [me, friend] = [await member(), await member()]
    await makeFriends(t.db, me.id, friend.id)
    // On PostgreSQL a second process has its own pool and LISTEN connection; PGlite is one process.
    const second: DatabaseHandle = t.database.url ? await openDatabase({ url: t.database.url }) : t.database.handle
    const other = await buildTestApp(second.db, t.clock, { contentDir: null, listen: second.listen })
    try {
      // Both know the member (their caches are warm).
      expect(await countOn(other, me)).toBe(0)
      expect(await count(me)).toBe(0)

      const sent = await call('POST', `/api/conversations/${me.id}/messages`, friend.token, {
        clientId: clientId(),
        body: 'Hi',
      })
      expect(sent.json<Message>().body).toBe('Hi')
      expect(await countSoon(other, me, 1)).toBe(1)

      await notify([{ userId: me.id, kind: 'class_joined', subjectId: clientId() }])
      expect(await countSoon(other, me, 2)).toBe(2)

      // Written through the other app, counted here.
      const there = await other.inject({
        method: 'POST',
        url: `/api/conversations/${friend.id}/messages`,
        headers: bearer(me.token),
        payload: { clientId: clientId(), body: 'Hello back' },
      })
      expect(there.statusCode).toBe(201)
      expect(await countSoon(t.app, friend, 1)).toBe(1)

      // Read here, no longer counted there.
      await call('POST', '/api/notifications/read', me.token)
      expect(await countSoon(other, me, 0)).toBe(0)
      const rows = await t.db.select().from(notifications).where(eq(notifications.userId, me.id))
      expect(rows.every((row) => row.readAt !== null)).toBe(true)
    } finally {
      await other.close()
      if (second !== t.database.handle) await second.close()
    }
  })
})
