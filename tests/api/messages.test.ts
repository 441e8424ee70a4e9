// Messages: who may write to whom (friends, a teacher and their students, never across a block),
// one message per client id however often and however concurrently it is sent, conversations and
// their pages, unread counts and reading, and the one gathered notification per sender.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageLimits, messagesMessages, type Conversation, type Message } from '#contract/messages'
import type { Notification } from '#contract/notifications'
import type { Page } from '#contract/pagination'
import { blocks, classMembers, friendships, messages, users } from '#server/db/schema'
import { badCursorMessage } from '#server/http/page-cursor'
import { messageSendsPerMinute } from '#server/messages/routes'
import { clientIdTakenMessage } from '#server/messages/service'
import { clientId, makeClassMembership, makeFriends, makeSignedInUser } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>

let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  call = caller(t.app)
})
afterAll(() => t.close())

const member = () => makeSignedInUser(t.app, t.db)

async function friends(): Promise<[Member, Member]> {
  const [a, b] = [await member(), await member()]
  await makeFriends(t.db, a.id, b.id)
  return [a, b]
}

/** A teacher and a student of one class (and nothing else between them). */
async function teacherAndStudent(): Promise<[Member, Member]> {
  const [teacher, student] = [await member(), await member()]
  const { classId } = await makeClassMembership(t.db, teacher.id, 'teacher')
  await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
  return [teacher, student]
}

const send = (from: Member | null, toId: string, body = 'Hello there', id = clientId()) =>
  call('POST', `/api/conversations/${toId}/messages`, from?.token ?? null, { clientId: id, body })

async function sent(from: Member, to: Member, body = 'Hello there'): Promise<Message> {
  const res = await send(from, to.id, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Message>()
}

async function conversationsOf(who: Member, query = ''): Promise<Page<Conversation>> {
  const res = await call('GET', `/api/conversations/${query}`, who.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page<Conversation>>()
}

async function messagesOf(who: Member, otherId: string, query = ''): Promise<Page<Message>> {
  const res = await call('GET', `/api/conversations/${otherId}/messages${query}`, who.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page<Message>>()
}

async function notificationsOf(who: Member): Promise<Notification[]> {
  const res = await call('GET', '/api/notifications/', who.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page<Notification>>().items
}

describe('who may write to whom', () => {
  it('lets friends write to each other, both ways', async () => {
    const [a, b] = await friends()
    const message = await sent(a, b, '  Are you free on Friday?  ')
    expect(message).toEqual({
      id: expect.any(String),
      clientId: expect.any(String),
      senderId: a.id,
      recipientId: b.id,
      body: 'Are you free on Friday?',
      createdAt: expect.any(String),
      readAt: null,
    })
    await sent(b, a, 'Yes!')
  })

  it('lets a teacher and a student of their class write to each other, both ways', async () => {
    const [teacher, student] = await teacherAndStudent()
    await sent(teacher, student, 'Remember your lines.')
    await sent(student, teacher, 'I will.')
  })

  it('refuses everyone else: 403 with the message, and nothing is stored', async () => {
    const [a, pending, stranger] = [await member(), await member(), await member()]
    await makeFriends(t.db, a.id, pending.id, 'pending')
    const [teacher, student] = await teacherAndStudent()
    const classmate = await member()
    const [place] = await t.db
      .select({ classId: classMembers.classId })
      .from(classMembers)
      .where(eq(classMembers.userId, student.id))
    await t.db.insert(classMembers).values({ classId: place!.classId, userId: classmate.id, membership: 'student' })
    const refused: Array<[string, Member, Member]> = [
      ['a stranger', a, stranger],
      ['a pending request, asked', a, pending],
      ['a pending request, asking', pending, a],
      ['a classmate (students do not write to each other)', student, classmate],
      ['another class’s teacher', teacher, stranger],
      ['oneself', a, a],
    ]
    for (const [label, from, to] of refused) {
      const res = await send(from, to.id)
      expect(res.statusCode, label).toBe(403)
      expect(res.json(), label).toEqual({ message: messagesMessages.notAllowed })
    }
    const stored = await t.db.select().from(messages).where(eq(messages.senderId, a.id))
    expect(stored).toEqual([])
  })

  it('refuses friends and classes across a block, whoever blocked whom', async () => {
    const [a, b] = await friends()
    const [teacher, student] = await teacherAndStudent()
    await t.db.insert(blocks).values([
      { blockerId: a.id, blockedId: b.id },
      { blockerId: student.id, blockedId: teacher.id },
    ])
    for (const [from, to] of [
      [a, b],
      [b, a],
      [teacher, student],
      [student, teacher],
    ] as const) {
      expect((await send(from, to.id)).statusCode).toBe(403)
    }
  })

  it('answers 404 for an unknown member and 401 without a token', async () => {
    const a = await member()
    const unknown = await send(a, clientId())
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'This user does not exist.' })
    expect((await send(null, a.id)).statusCode).toBe(401)
    expect((await call('GET', '/api/conversations/', null)).statusCode).toBe(401)
    expect((await call('GET', `/api/conversations/${a.id}/messages`, null)).statusCode).toBe(401)
    expect((await call('POST', `/api/conversations/${a.id}/read`, null)).statusCode).toBe(401)
    expect((await call('GET', `/api/conversations/${clientId()}/messages`, a.token)).statusCode).toBe(404)
    expect((await call('POST', `/api/conversations/${clientId()}/read`, a.token)).statusCode).toBe(404)
  })

  it('refuses bad input with 400 and a message, never 500', async () => {
    const [a, b] = await friends()
    const bad: Array<[object | string, string | null]> = [
      [{ clientId: clientId(), body: '   ' }, messagesMessages.empty],
      [{ clientId: clientId(), body: 'x'.repeat(messageLimits.bodyMax + 1) }, messagesMessages.tooLong],
      [{ clientId: 'short', body: 'Hi' }, null],
      [{ clientId: clientId() }, null],
      [{ clientId: clientId(), body: 42 }, null],
      [[1, 2], 'The request body must be a JSON object.'],
    ]
    for (const [payload, message] of bad) {
      const res = await call('POST', `/api/conversations/${b.id}/messages`, a.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      if (message) expect(res.json()).toEqual({ message })
      else expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5)
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${b.id}/messages`,
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      payload: '{"clientId": ',
    })
    expect(broken.statusCode).toBe(400)
    expect((await send(a, 'x'.repeat(65))).statusCode).toBe(400)
    for (const query of ['?limit=0', '?limit=101', '?limit=two', '?cursor=nonsense']) {
      expect((await call('GET', `/api/conversations/${query}`, a.token)).statusCode, query).toBe(400)
      expect((await call('GET', `/api/conversations/${b.id}/messages${query}`, a.token)).statusCode, query).toBe(400)
    }
    expect((await call('GET', '/api/conversations/?cursor=nonsense', a.token)).json()).toEqual({
      message: badCursorMessage,
    })
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toEqual([])
  })
})

describe('one message per client id', () => {
  it('answers a repeat with the stored message (200), however the body changed', async () => {
    const [a, b] = await friends()
    const id = clientId()
    const first = await send(a, b.id, 'Take one', id)
    expect(first.statusCode).toBe(201)
    const again = await send(a, b.id, 'Take one', id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect((await send(a, b.id, 'Take two', id)).json()).toEqual(first.json())
    expect(await t.db.select().from(messages).where(eq(messages.clientId, id))).toHaveLength(1)
  })

  it('keeps a repeat even after the friendship ended: it was allowed when written', async () => {
    const [a, b] = await friends()
    const id = clientId()
    expect((await send(a, b.id, 'Bye', id)).statusCode).toBe(201)
    await t.db.delete(friendships).where(eq(friendships.requesterId, a.id))
    expect((await send(a, b.id, 'Bye', id)).statusCode).toBe(200)
    expect((await send(a, b.id, 'Bye again')).statusCode).toBe(403)
  })

  it('stores one message when eight copies arrive at once', async () => {
    const [a, b] = await friends()
    const id = clientId()
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(a, b.id, 'Once only', id)))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((res) => res.json<Message>().id)).size).toBe(1)
    expect(await t.db.select().from(messages).where(eq(messages.clientId, id))).toHaveLength(1)
    const [notification] = (await notificationsOf(b)).filter((n) => n.kind === 'message')
    expect(notification?.payload).toEqual({ count: 1 })
  })

  it('lets two senders use the same client id, and refuses one id for two conversations', async () => {
    const [a, b] = await friends()
    const c = await member()
    await makeFriends(t.db, a.id, c.id)
    const id = clientId()
    expect((await send(a, b.id, 'From a', id)).statusCode).toBe(201)
    expect((await send(b, a.id, 'From b', id)).statusCode).toBe(201)
    const elsewhere = await send(a, c.id, 'From a to c', id)
    expect(elsewhere.statusCode).toBe(409)
    expect(elsewhere.json()).toEqual({ message: clientIdTakenMessage })
  })

  it(`limits sends to ${messageSendsPerMinute} a minute per member`, async () => {
    const [a, b] = await friends()
    const answers = []
    for (let i = 0; i <= messageSendsPerMinute; i++) answers.push((await send(a, b.id, `Message ${i}`)).statusCode)
    expect(answers.slice(0, messageSendsPerMinute).every((status) => status === 201)).toBe(true)
    expect(answers[messageSendsPerMinute]).toBe(429)
    // Per member: another member is not held back.
    expect((await send(b, a.id, 'Still fine')).statusCode).toBe(201)
  })
})

describe('conversations', () => {
  it('lists one entry per member, the newest message first, with unread counts, pages and whether one may write', async () => {
    const me = await member()
    const [friend, classTeacher, exFriend] = [await member(), await member(), await member()]
    await makeFriends(t.db, me.id, friend.id)
    await makeFriends(t.db, exFriend.id, me.id)
    const { classId } = await makeClassMembership(t.db, classTeacher.id, 'teacher')
    await t.db.insert(classMembers).values({ classId, userId: me.id, membership: 'student' })
    await t.db.update(users).set({ name: 'Fran', nameVisibility: 'protected' }).where(eq(users.id, friend.id))
    await t.db.update(users).set({ name: 'Mr Teach', nameVisibility: 'protected' }).where(eq(users.id, classTeacher.id))
    await t.db.update(users).set({ name: 'Ex', nameVisibility: 'protected' }).where(eq(users.id, exFriend.id))

    await sent(exFriend, me, 'Old news')
    t.clock.advance(1000)
    await sent(friend, me, 'One')
    t.clock.advance(1000)
    await sent(classTeacher, me, 'Homework')
    t.clock.advance(1000)
    await sent(friend, me, 'Two')
    t.clock.advance(1000)
    await sent(me, classTeacher, 'Done')
    t.clock.advance(1000)
    await t.db.delete(friendships).where(eq(friendships.requesterId, exFriend.id))

    const all = await conversationsOf(me)
    expect(all.nextCursor).toBeNull()
    expect(all.items.map((c) => [c.user.id, c.user.name, c.lastMessage.body, c.unreadCount, c.canWrite])).toEqual([
      [classTeacher.id, 'Mr Teach', 'Done', 1, true],
      [friend.id, 'Fran', 'Two', 2, true],
      // No longer friends: the name is protected again, and no new message can go.
      [exFriend.id, null, 'Old news', 1, false],
    ])
    expect(all.items[0]?.lastMessage.senderId).toBe(me.id)

    const first = await conversationsOf(me, '?limit=2')
    expect(first.items.map((c) => c.user.id)).toEqual([classTeacher.id, friend.id])
    const second = await conversationsOf(me, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.items.map((c) => c.user.id)).toEqual([exFriend.id])
    expect(second.nextCursor).toBeNull()

    // The other side sees the same conversation from its end.
    const theirs = await conversationsOf(friend)
    expect(theirs.items.map((c) => [c.user.id, c.lastMessage.body, c.unreadCount])).toEqual([[me.id, 'Two', 0]])

    await t.db.insert(blocks).values({ blockerId: friend.id, blockedId: me.id })
    expect((await conversationsOf(me)).items.find((c) => c.user.id === friend.id)?.canWrite).toBe(false)
  })

  it('pages many conversations two at a time, each once, by its newest message, whatever came before', async () => {
    const me = await member()
    const others = [await member(), await member(), await member(), await member(), await member(), await member()]
    const at = (seconds: number) => new Date(Date.UTC(2020, 0, 1, 0, 0, seconds))
    // [other, from me?, second]: older messages of each conversation interleave with the others'.
    const history: [number, boolean, number][] = [
      [0, true, 10],
      [1, false, 15],
      [0, false, 20],
      [2, true, 25],
      [0, true, 30],
      [2, false, 35],
      [3, false, 40],
      [4, true, 50],
      [5, false, 60],
      [4, false, 60],
      [3, false, 70],
      [2, true, 80],
      [1, false, 90],
      [0, true, 100],
    ]
    const stored = await t.db
      .insert(messages)
      .values(
        history.map(([other, mine, second], index) => ({
          clientId: clientId(),
          senderId: mine ? me.id : others[other]!.id,
          recipientId: mine ? others[other]!.id : me.id,
          body: `message ${index}`,
          createdAt: at(second),
        })),
      )
      .returning({ id: messages.id })
    // Between two others, newer than all of them: never the member's.
    await t.db.insert(messages).values({
      clientId: clientId(),
      senderId: others[1]!.id,
      recipientId: others[2]!.id,
      body: 'not yours',
      createdAt: at(200),
    })

    const all = await conversationsOf(me, '?limit=50')
    expect(all.nextCursor).toBeNull()
    // Two conversations whose newest messages share a millisecond: the message id breaks the tie.
    const sameTime = [
      [others[5]!.id, 'message 8', stored[8]!.id],
      [others[4]!.id, 'message 9', stored[9]!.id],
    ].sort((a, b) => (a[2]! > b[2]! ? -1 : 1))
    expect(all.items.map((c) => [c.user.id, c.lastMessage.body])).toEqual([
      [others[0]!.id, 'message 13'],
      [others[1]!.id, 'message 12'],
      [others[2]!.id, 'message 11'],
      [others[3]!.id, 'message 10'],
      ...sameTime.map(([id, body]) => [id, body]),
    ])

    const pages: Page<Conversation>[] = []
    let cursor: string | null = null
    do {
      const page: Page<Conversation> = await conversationsOf(me, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      pages.push(page)
      cursor = page.nextCursor
    } while (cursor !== null && pages.length < 10)
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2])
    expect(pages.flatMap((page) => page.items)).toEqual(all.items)
  })

  it('is empty for a member who has written to no one', async () => {
    expect(await conversationsOf(await member())).toEqual({ items: [], nextCursor: null })
  })
})

describe('one conversation', () => {
  it('pages back in time, newest first, never repeating a message', async () => {
    const [a, b] = await friends()
    const bodies: string[] = []
    for (let i = 0; i < 7; i++) {
      bodies.push(`Line ${i}`)
      await sent(i % 2 === 0 ? a : b, i % 2 === 0 ? b : a, `Line ${i}`)
      // Two messages in the same millisecond are still ordered (by id) and both shown.
      if (i !== 3) t.clock.advance(10)
    }
    const seen: string[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const page: Page<Message> = await messagesOf(a, b.id, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.items.length).toBeLessThanOrEqual(3)
      seen.push(...page.items.map((m) => m.body))
      cursor = page.nextCursor
    }
    expect(seen.slice(0, 3)).toEqual(['Line 6', 'Line 5', 'Line 4'])
    expect([...seen].sort()).toEqual([...bodies].sort())
    expect(seen).toHaveLength(7)
    expect((await messagesOf(b, a.id)).items.map((m) => m.id)).toEqual(
      (await messagesOf(a, b.id)).items.map((m) => m.id),
    )
  })

  it('with since, lists only what was written or read after it, and an unchanged poll is a 304', async () => {
    const [a, b] = await friends()
    const old = await sent(a, b, 'Long ago')
    t.clock.advance(60_000)
    const since = t.clock.now().toISOString()
    t.clock.advance(10)
    const recent = await sent(b, a, 'Just now')
    const changes = await call('GET', `/api/conversations/${b.id}/messages?since=${since}`, a.token)
    expect(changes.json<Page<Message>>().items.map((m) => m.body)).toEqual(['Just now'])

    const unchanged = await t.app.inject({
      url: `/api/conversations/${b.id}/messages?since=${since}`,
      headers: { authorization: `Bearer ${a.token}`, 'if-none-match': String(changes.headers.etag) },
    })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')

    t.clock.advance(10)
    expect((await call('POST', `/api/conversations/${a.id}/read`, b.token)).statusCode).toBe(204)
    const read = await messagesOf(b, a.id, `?since=${since}`)
    expect(read.items.map((m) => [m.id, m.readAt !== null])).toEqual([
      [recent.id, false],
      [old.id, true],
    ])
    expect(
      (await call('GET', `/api/conversations/${b.id}/messages?since=0000-01-01T00:00:00Z`, a.token)).statusCode,
    ).toBe(400)
  })

  it('shows only the caller’s own messages: a third member reads none of theirs', async () => {
    const [a, b] = await friends()
    await sent(a, b, 'Just between us')
    const nosy = await member()
    expect((await messagesOf(nosy, a.id)).items).toEqual([])
    expect((await messagesOf(nosy, b.id)).items).toEqual([])
    expect((await conversationsOf(nosy)).items).toEqual([])
  })
})

describe('reading', () => {
  it('marks what the other member sent read, with their notification, and nothing else', async () => {
    const [a, b] = await friends()
    const c = await member()
    await makeFriends(t.db, c.id, b.id)
    await sent(a, b, 'One')
    await sent(a, b, 'Two')
    await sent(c, b, 'From c')
    const mine = await sent(b, a, 'Reply')
    const before = await notificationsOf(b)
    expect(before.map((n) => [n.kind, n.actor?.id, n.subjectId, n.payload, n.readAt])).toEqual([
      ['message', c.id, c.id, { count: 1 }, null],
      ['message', a.id, a.id, { count: 2 }, null],
    ])

    expect((await call('POST', `/api/conversations/${a.id}/read`, b.token)).statusCode).toBe(204)
    const read = await messagesOf(b, a.id)
    expect(read.items.filter((m) => m.senderId === a.id).every((m) => m.readAt !== null)).toBe(true)
    // b's own message stays unread until a reads it.
    expect(read.items.find((m) => m.id === mine.id)?.readAt).toBeNull()
    expect((await conversationsOf(b)).items.map((c) => [c.user.id, c.unreadCount])).toEqual([
      [a.id, 0],
      [c.id, 1],
    ])
    const after = await notificationsOf(b)
    expect(after.find((n) => n.subjectId === a.id)?.readAt).not.toBeNull()
    expect(after.find((n) => n.subjectId === c.id)?.readAt).toBeNull()

    // A message after the read starts a new notification.
    await sent(a, b, 'Three')
    const again = (await notificationsOf(b)).filter((n) => n.subjectId === a.id)
    expect(again.map((n) => [n.payload, n.readAt === null])).toEqual([
      [{ count: 1 }, true],
      [{ count: 2 }, false],
    ])
    // Reading twice is fine.
    expect((await call('POST', `/api/conversations/${a.id}/read`, b.token)).statusCode).toBe(204)
    expect((await call('POST', `/api/conversations/${a.id}/read`, b.token)).statusCode).toBe(204)
  })
})
