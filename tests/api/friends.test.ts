// Friends: search (by handle or visible name, never e-mail), requests, accepting, declining,
// cancelling, removing, blocking both ways, the list with its order and pages, the notifications a
// request and an acceptance write, mutual requests at the same moment, rate limits, bad input, and
// the authorisation matrix (no one acts on a pair they are not in).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { friendsLimits, friendsMessages, type FriendshipEntry, type SearchResult } from '#contract/friends'
import type { PublicUser } from '#contract/users'
import { blocks, classMembers, friendships, notifications, users } from '#server/db/schema'
import { badCursorMessage } from '#server/http/page-cursor'
import { signInRequiredMessage } from '#server/auth/guard'
import { friendsRateLimits } from '#server/friends/routes'
import {
  clientId,
  makeClassMembership,
  makeFriends,
  makeUser,
  signIn,
  uniqueName,
  type UserFixture,
} from './support/factories'
import { caller } from './support/inject'
import { fields, pngImage, postProfile } from './support/profile-form'
import { startTestApp, type TestApp } from './support/test-app'

type Member = UserFixture & { token: string; handle: string }
type Visibility = 'public' | 'protected'

let t: TestApp
let call: ReturnType<typeof caller>
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'friends-'))
  t = await startTestApp({ dataDir, contentDir: null })
  call = caller(t.app)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A signed-in member with a handle, a name and (when asked) a photo, set through the profile endpoint. */
async function member(
  input: {
    name?: string
    handle?: string
    nameVisibility?: Visibility
    photo?: boolean
    photoVisibility?: Visibility
    email?: string
  } = {},
): Promise<Member> {
  const made = await makeUser(t.db, { email: input.email })
  const user = { ...made, token: (await signIn(t.app, made)).token }
  const handle = input.handle ?? uniqueName('h')
  const res = await postProfile(t.app, user.token, [
    ...fields({
      name: input.name ?? `Name ${handle}`,
      handle,
      nameVisibility: input.nameVisibility ?? 'public',
      photoVisibility: input.photoVisibility ?? 'public',
    }),
    ...(input.photo ? [{ name: 'photo', file: await pngImage() }] : []),
  ])
  expect(res.statusCode, res.body).toBe(200)
  return { ...user, handle }
}

const search = (who: Member, q: string) => call('GET', `/api/friendships/search?q=${encodeURIComponent(q)}`, who.token)
const found = async (who: Member, q: string) => {
  const res = await search(who, q)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ items: SearchResult[] }>().items
}
const ask = (from: Member, to: { id: string }) => call('POST', '/api/friendships/', from.token, { userId: to.id })
const accept = (who: Member, from: { id: string }) => call('POST', `/api/friendships/${from.id}/accept`, who.token)
const remove = (who: Member, other: { id: string }) => call('DELETE', `/api/friendships/${other.id}`, who.token)
const block = (who: Member, other: { id: string }) => call('POST', '/api/blocks/', who.token, { userId: other.id })
const unblock = (who: Member, other: { id: string }) => call('DELETE', `/api/blocks/${other.id}`, who.token)
const blockedBy = async (who: Member) =>
  (await call('GET', '/api/blocks/', who.token)).json<{ items: PublicUser[] }>().items
const listOf = async (who: Member, cursor?: string) => {
  const res = await call('GET', `/api/friendships/${cursor ? `?cursor=${cursor}` : ''}`, who.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ entries: FriendshipEntry[]; nextCursor: string | null }>()
}
const stateIn = async (who: Member, other: { id: string }) =>
  (await listOf(who)).entries.find((entry) => entry.user.id === other.id)?.state ?? null
const rowsBetween = (a: { id: string }, b: { id: string }) =>
  t.db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, a.id), eq(friendships.addresseeId, b.id)),
        and(eq(friendships.requesterId, b.id), eq(friendships.addresseeId, a.id)),
      ),
    )
const notificationsOf = (who: { id: string }) =>
  t.db
    .select({ kind: notifications.kind, actorId: notifications.actorId, subjectId: notifications.subjectId })
    .from(notifications)
    .where(eq(notifications.userId, who.id))

describe('the whole flow', () => {
  it('finds a member, asks, accepts, removes; each side sees its state and is told', async () => {
    const ann = await member({ name: 'Ann Archer' })
    const ben = await member({ name: 'Ben Baker', photo: true })
    expect(await found(ann, ben.handle)).toEqual([
      { user: expect.objectContaining({ id: ben.id, handle: ben.handle, name: 'Ben Baker' }), state: null },
    ])

    const asked = await ask(ann, ben)
    expect(asked.statusCode, asked.body).toBe(201)
    expect(asked.json<FriendshipEntry>()).toEqual({
      user: { id: ben.id, handle: ben.handle, name: 'Ben Baker', photo: expect.any(String), intro: null },
      state: 'requested',
      since: expect.any(String),
    })
    expect(Math.abs(Date.parse(asked.json<FriendshipEntry>().since) - t.clock.now().getTime())).toBeLessThan(5000)
    expect(await notificationsOf(ben)).toEqual([{ kind: 'friend_request', actorId: ann.id, subjectId: ann.id }])
    expect(await stateIn(ann, ben)).toBe('requested')
    expect(await stateIn(ben, ann)).toBe('incoming')
    expect((await found(ann, ben.handle))[0]?.state).toBe('requested')
    expect((await found(ben, ann.handle))[0]?.state).toBe('incoming')

    const accepted = await accept(ben, ann)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json<FriendshipEntry>()).toMatchObject({
      user: { id: ann.id, name: 'Ann Archer' },
      state: 'friends',
    })
    expect(await notificationsOf(ann)).toEqual([{ kind: 'friend_accepted', actorId: ben.id, subjectId: ben.id }])
    expect(await stateIn(ann, ben)).toBe('friends')
    expect(await stateIn(ben, ann)).toBe('friends')
    // Accepting again (a retry) is the same friendship, and tells no one twice.
    expect((await accept(ben, ann)).statusCode).toBe(200)
    expect(await notificationsOf(ann)).toHaveLength(1)

    expect((await remove(ann, ben)).statusCode).toBe(204)
    expect(await stateIn(ann, ben)).toBeNull()
    expect(await stateIn(ben, ann)).toBeNull()
    expect((await remove(ann, ben)).statusCode).toBe(204)
  })

  it('lets the addressee decline and the requester cancel; either may ask again afterwards', async () => {
    const ann = await member()
    const ben = await member()
    expect((await ask(ann, ben)).statusCode).toBe(201)
    expect((await remove(ben, ann)).statusCode).toBe(204)
    expect(await rowsBetween(ann, ben)).toEqual([])
    expect((await ask(ann, ben)).statusCode).toBe(201)
    expect((await remove(ann, ben)).statusCode).toBe(204)
    expect(await stateIn(ben, ann)).toBeNull()
    expect((await ask(ben, ann)).statusCode).toBe(201)
    expect(await stateIn(ann, ben)).toBe('incoming')
  })

  it('treats asking again as the same request: 200, one row, one notification', async () => {
    const ann = await member()
    const ben = await member()
    const first = await ask(ann, ben)
    t.clock.advance(1000)
    const again = await ask(ann, ben)
    expect([first.statusCode, again.statusCode]).toEqual([201, 200])
    expect(again.json()).toEqual(first.json())
    expect(await rowsBetween(ann, ben)).toHaveLength(1)
    expect(await notificationsOf(ben)).toHaveLength(1)
  })

  it('accepts their request when the caller asks a member who already asked', async () => {
    const ann = await member()
    const ben = await member()
    await ask(ann, ben)
    const res = await ask(ben, ann)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<FriendshipEntry>().state).toBe('friends')
    expect(await rowsBetween(ann, ben)).toEqual([expect.objectContaining({ requesterId: ann.id, status: 'accepted' })])
    expect(await notificationsOf(ann)).toEqual([{ kind: 'friend_accepted', actorId: ben.id, subjectId: ben.id }])
    // Friends asking each other again changes nothing.
    expect((await ask(ann, ben)).json<FriendshipEntry>().state).toBe('friends')
    expect(await notificationsOf(ben)).toHaveLength(1)
  })
})

describe('who may do what', () => {
  const routes = (target: string) =>
    [
      ['GET', '/api/friendships/', undefined],
      ['GET', '/api/friendships/search?q=someone', undefined],
      ['POST', '/api/friendships/', { userId: target }],
      ['POST', `/api/friendships/${target}/accept`, undefined],
      ['DELETE', `/api/friendships/${target}`, undefined],
      ['GET', '/api/blocks/', undefined],
      ['POST', '/api/blocks/', { userId: target }],
      ['DELETE', `/api/blocks/${target}`, undefined],
    ] as const

  it('refuses every route without a valid token', async () => {
    const ben = await member()
    for (const [method, url, payload] of routes(ben.id)) {
      for (const token of [null, 'not-a-token']) {
        const res = await call(method, url, token, payload)
        expect([method, url, res.statusCode], res.body).toEqual([method, url, 401])
        if (token === null) expect(res.json()).toEqual({ message: signInRequiredMessage })
      }
    }
    expect(await notificationsOf(ben)).toEqual([])
  })

  it('lets no one act on a pair they are not in', async () => {
    const ann = await member()
    const ben = await member()
    const cat = await member()
    await ask(ann, ben)
    // A third member cannot accept, decline or cancel it, nor see it.
    expect((await accept(cat, ann)).json()).toEqual({ message: friendsMessages.noRequest })
    expect((await accept(cat, ben)).statusCode).toBe(404)
    expect((await remove(cat, ann)).statusCode).toBe(204)
    expect((await remove(cat, ben)).statusCode).toBe(204)
    expect((await listOf(cat)).entries).toEqual([])
    // The requester cannot accept their own request.
    expect((await accept(ann, ben)).statusCode).toBe(404)
    expect(await rowsBetween(ann, ben)).toEqual([expect.objectContaining({ status: 'pending' })])
    // A third member's unblock lifts no one else's block.
    await block(ann, cat)
    expect((await unblock(ben, ann)).statusCode).toBe(204)
    expect((await unblock(cat, ann)).statusCode).toBe(204)
    expect((await blockedBy(ann)).map((user) => user.id)).toEqual([cat.id])
  })

  it('answers unknown members, the caller itself and bad input with 4xx and a message', async () => {
    const ann = await member()
    const unknown = { id: clientId() }
    expect([(await ask(ann, unknown)).statusCode, (await ask(ann, unknown)).json()]).toEqual([
      404,
      { message: friendsMessages.unknownUser },
    ])
    expect([(await ask(ann, ann)).statusCode, (await ask(ann, ann)).json()]).toEqual([
      400,
      { message: friendsMessages.self },
    ])
    expect([(await block(ann, ann)).statusCode, (await block(ann, ann)).json()]).toEqual([
      400,
      { message: friendsMessages.blockSelf },
    ])
    expect((await block(ann, unknown)).json()).toEqual({ message: friendsMessages.unknownUser })
    expect((await accept(ann, unknown)).json()).toEqual({ message: friendsMessages.noRequest })
    expect((await accept(ann, ann)).statusCode).toBe(404)
    expect((await remove(ann, unknown)).statusCode).toBe(204)
    expect((await unblock(ann, unknown)).statusCode).toBe(204)

    const bad: Array<[string, string, unknown]> = [
      ['POST', '/api/friendships/', {}],
      ['POST', '/api/friendships/', { userId: '' }],
      ['POST', '/api/friendships/', { userId: 42 }],
      ['POST', '/api/friendships/', { userId: 'x'.repeat(65) }],
      ['POST', '/api/friendships/', 'not json'],
      ['POST', '/api/blocks/', { userId: null }],
      ['POST', '/api/blocks/', []],
      ['POST', `/api/friendships/${'x'.repeat(65)}/accept`, undefined],
      ['DELETE', `/api/friendships/${'x'.repeat(65)}`, undefined],
      ['DELETE', `/api/blocks/${'x'.repeat(65)}`, undefined],
      ['GET', '/api/friendships/search', undefined],
      ['GET', '/api/friendships/search?q=a', undefined],
      ['GET', '/api/friendships/search?q=%20%20a%20', undefined],
      ['GET', `/api/friendships/search?q=${'a'.repeat(friendsLimits.queryMax + 1)}`, undefined],
      ['GET', '/api/friendships/?cursor=nonsense', undefined],
      [
        'GET',
        `/api/friendships/?cursor=${Buffer.from('[0,"a","2026-01-01T00:00:00.000Z"]').toString('base64url')}`,
        undefined,
      ],
      [
        'GET',
        `/api/friendships/?cursor=${Buffer.from('[7,"a","2026-01-01T00:00:00.000Z","x"]').toString('base64url')}`,
        undefined,
      ],
      ['GET', `/api/friendships/?cursor=${Buffer.from('[0,"a","yesterday","x"]').toString('base64url')}`, undefined],
      [
        'GET',
        `/api/friendships/?cursor=${Buffer.from('[0,"a\\u0000","2026-01-01T00:00:00.000Z","x"]').toString('base64url')}`,
        undefined,
      ],
      ['GET', `/api/friendships/?cursor=${'c'.repeat(201)}`, undefined],
    ]
    for (const [method, url, payload] of bad) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: {
          authorization: `Bearer ${ann.token}`,
          ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload === undefined ? {} : { payload: payload as string }),
      })
      expect([method, url, res.statusCode], res.body).toEqual([method, url, 400])
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0)
    }
    expect((await search(ann, 'a')).json()).toEqual({ message: friendsMessages.queryTooShort })
    expect((await call('GET', `/api/friendships/?cursor=nonsense`, ann.token)).json()).toEqual({
      message: badCursorMessage,
    })
  })
})

describe('blocking', () => {
  it('ends the friendship, hides each from the other, and refuses requests both ways until lifted', async () => {
    const ann = await member({ name: 'Ann Blocker' })
    const ben = await member({ name: 'Ben Blocked' })
    await makeFriends(t.db, ann.id, ben.id)
    expect((await block(ann, ben)).statusCode).toBe(204)
    expect((await block(ann, ben)).statusCode).toBe(204)
    expect(await rowsBetween(ann, ben)).toEqual([])
    expect((await blockedBy(ann)).map((user) => user.id)).toEqual([ben.id])
    expect(await blockedBy(ben)).toEqual([])

    // The blocked member cannot find or ask the blocker, who looks like no member at all.
    expect(await found(ben, ann.handle)).toEqual([])
    expect(await found(ben, 'Ann Blocker')).toEqual([])
    const theirs = await ask(ben, ann)
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { message: friendsMessages.unknownUser }])
    // The blocker does not find them either, and must unblock before asking.
    expect(await found(ann, ben.handle)).toEqual([])
    const mine = await ask(ann, ben)
    expect([mine.statusCode, mine.json()]).toEqual([409, { message: friendsMessages.youBlocked }])
    expect(await rowsBetween(ann, ben)).toEqual([])
    expect(await notificationsOf(ann)).toEqual([])
    expect(await notificationsOf(ben)).toEqual([])

    expect((await unblock(ann, ben)).statusCode).toBe(204)
    expect(await blockedBy(ann)).toEqual([])
    expect((await found(ben, ann.handle)).map((result) => result.user.id)).toEqual([ann.id])
    expect((await ask(ben, ann)).statusCode).toBe(201)
  })

  it('ends a pending request either way, and holds while both block each other', async () => {
    const ann = await member()
    const ben = await member()
    await ask(ben, ann)
    await block(ann, ben)
    expect(await listOf(ann)).toEqual({ entries: [], nextCursor: null })
    expect(await listOf(ben)).toEqual({ entries: [], nextCursor: null })
    expect((await block(ben, ann)).statusCode).toBe(204)
    await unblock(ann, ben)
    expect((await ask(ann, ben)).statusCode).toBe(404)
    expect((await ask(ben, ann)).statusCode).toBe(409)
    await unblock(ben, ann)
    expect((await ask(ann, ben)).statusCode).toBe(201)
  })

  it('lists blocked members newest first, each as their visibility lets the blocker see them', async () => {
    const ann = await member()
    const hidden = await member({ name: 'Hidden Name', nameVisibility: 'protected' })
    const open = await member({ name: 'Open Name' })
    await block(ann, hidden)
    t.clock.advance(1000)
    await block(ann, open)
    expect(await blockedBy(ann)).toEqual([
      { id: open.id, handle: open.handle, name: 'Open Name', photo: null, intro: null },
      { id: hidden.id, handle: hidden.handle, name: null, photo: null, intro: null },
    ])
  })
})

describe('search', () => {
  it('finds by the start of a handle or any part of a public name, without case, never the caller', async () => {
    const tag = uniqueName('sq').toLowerCase()
    const mia = await member({ handle: `${tag}mia`, name: 'Mia Tailor' })
    const max = await member({ handle: `zz${tag}`, name: `Max ${tag.toUpperCase()} Moss` })
    const me = await member({ handle: `${tag}me`, name: 'Me Myself' })
    expect((await found(me, tag.toUpperCase())).map((result) => result.user.id)).toEqual([mia.id, max.id])
    expect((await found(me, `  ${tag}MIA `)).map((result) => result.user.id)).toEqual([mia.id])
    expect((await found(me, `@${tag}mi`)).map((result) => result.user.id)).toEqual([mia.id])
    expect(await found(me, '@@')).toEqual([])
    expect((await found(me, 'ia tail')).map((result) => result.user.id)).toContain(mia.id)
    // A handle matches at its start only.
    expect((await found(me, tag.slice(1))).map((result) => result.user.id)).not.toContain(mia.id)
  })

  it('puts the exact handle first, then handles that start with it, then names', async () => {
    const tag = uniqueName('ord').toLowerCase()
    const byName = await member({ name: `Someone ${tag}` })
    const longer = await member({ handle: `${tag}a` })
    const exact = await member({ handle: tag })
    const me = await member()
    expect((await found(me, tag)).map((result) => result.user.id)).toEqual([exact.id, longer.id, byName.id])
  })

  it('never searches e-mail addresses or user IDs', async () => {
    const tag = uniqueName('mail').toLowerCase()
    const owner = await member({ email: `${tag}@example.com`, name: 'Mail Owner' })
    const me = await member()
    expect(await found(me, tag)).toEqual([])
    expect(await found(me, `${tag}@example.com`)).toEqual([])
    const [row] = await t.db.select({ username: users.username }).from(users).where(eq(users.id, owner.id))
    expect(await found(me, row!.username)).toEqual([])
  })

  it('takes LIKE wildcards literally', async () => {
    const tag = uniqueName('wc').toLowerCase()
    await member({ handle: `${tag}xy`, name: 'Wild Card' })
    const under = await member({ handle: `${tag}_y`, name: `Per${tag}%cent` })
    const me = await member()
    expect((await found(me, `${tag}_`)).map((result) => result.user.id)).toEqual([under.id])
    expect((await found(me, `${tag}%`)).map((result) => result.user.id)).toEqual([under.id])
    expect(await found(me, '%%')).toEqual([])
    expect(await found(me, '__')).toEqual([])
    expect(await found(me, '\\\\')).toEqual([])
  })

  it('matches and shows a protected name and photo only to friends, classmates and teachers', async () => {
    const tag = uniqueName('vis').toLowerCase()
    const secret = await member({
      name: `Secret ${tag}`,
      nameVisibility: 'protected',
      photo: true,
      photoVisibility: 'protected',
    })
    const stranger = await member()
    const pending = await member()
    const friend = await member()
    const classmate = await member()
    const teacher = await member()
    await makeFriends(t.db, friend.id, secret.id)
    await makeFriends(t.db, secret.id, pending.id, 'pending')
    const { classId } = await makeClassMembership(t.db, secret.id, 'student')
    await t.db.insert(classMembers).values([
      { classId, userId: classmate.id, membership: 'student' },
      { classId, userId: teacher.id, membership: 'teacher' },
    ])

    for (const outsider of [stranger, pending]) {
      expect(await found(outsider, `Secret ${tag}`)).toEqual([])
      expect(await found(outsider, secret.handle)).toEqual([
        {
          user: { id: secret.id, handle: secret.handle, name: null, photo: null, intro: null },
          state: outsider === pending ? 'incoming' : null,
        },
      ])
    }
    for (const insider of [friend, classmate, teacher]) {
      const results = await found(insider, tag.toUpperCase())
      expect(results).toEqual([
        {
          user: { id: secret.id, handle: secret.handle, name: `Secret ${tag}`, photo: expect.any(String), intro: null },
          state: insider === friend ? 'friends' : null,
        },
      ])
    }
  })

  it(`returns at most ${friendsLimits.searchResults} members`, async () => {
    const tag = uniqueName('many').toLowerCase()
    const me = await member()
    await Promise.all(
      Array.from({ length: friendsLimits.searchResults + 2 }, (_, i) =>
        member({ handle: `${tag}${String(i).padStart(2, '0')}` }),
      ),
    )
    const results = await found(me, tag)
    expect(results).toHaveLength(friendsLimits.searchResults)
    expect(results.map((result) => result.user.handle)).toEqual(
      Array.from({ length: friendsLimits.searchResults }, (_, i) => `${tag}${String(i).padStart(2, '0')}`),
    )
  })
})

describe('the list', () => {
  it('shows requests received, then friends by name, then requests sent, newest first; a page at a time', async () => {
    const me = await member()
    const extra = 3
    const friendCount = friendsLimits.entriesPerPage + 1 - extra * 2
    const friends = await Promise.all(Array.from({ length: friendCount }, () => makeUser(t.db)))
    const names = friends.map((_, i) => `Friend ${String(friendCount - i).padStart(3, '0')}`)
    for (const [i, friend] of friends.entries()) {
      // Protected names: a friend sees them, and is ordered by them.
      await t.db.update(users).set({ name: names[i], nameVisibility: 'protected' }).where(eq(users.id, friend.id))
      await makeFriends(t.db, i % 2 ? me.id : friend.id, i % 2 ? friend.id : me.id)
    }
    const incoming: Member[] = []
    const sent: Member[] = []
    for (let i = 0; i < extra; i++) {
      const from = await member({ name: `Incoming ${i}`, nameVisibility: 'protected' })
      await ask(from, me)
      incoming.unshift(from)
      t.clock.advance(1000)
      const to = await member({ name: `Sent ${i}` })
      await ask(me, to)
      sent.unshift(to)
      t.clock.advance(1000)
    }

    const first = await listOf(me)
    expect(first.entries).toHaveLength(friendsLimits.entriesPerPage)
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = await listOf(me, first.nextCursor!)
    expect(second.nextCursor).toBeNull()
    const all = [...first.entries, ...second.entries]
    expect(all.map((entry) => entry.user.name)).toEqual([
      // Requests received show a protected name as null: the sender is no friend yet.
      ...incoming.map(() => null),
      ...[...names].sort(),
      ...sent.map((_, i) => `Sent ${extra - 1 - i}`),
    ])
    expect(all.map((entry) => entry.user.id).slice(0, extra)).toEqual(incoming.map((m) => m.id))
    expect(all.map((entry) => entry.user.id).slice(extra + friendCount)).toEqual(sent.map((m) => m.id))
    expect(all.map((entry) => entry.state)).toEqual([
      ...Array(extra).fill('incoming'),
      ...Array(friendCount).fill('friends'),
      ...Array(extra).fill('requested'),
    ])
    expect(new Set(all.map((entry) => entry.user.id)).size).toBe(all.length)
    expect(all.every((entry) => !Number.isNaN(Date.parse(entry.since)))).toBe(true)
  })
})

describe('at the same moment', () => {
  it('ends two members asking each other as friends, never a 500', async () => {
    const pairs = await Promise.all(Array.from({ length: 4 }, async () => [await member(), await member()] as const))
    const answers = await Promise.all(pairs.flatMap(([a, b]) => [ask(a, b), ask(b, a)]))
    expect(
      answers.map((res) => res.statusCode).every((status) => status === 200 || status === 201),
      answers.map((res) => res.body).join(),
    ).toBe(true)
    for (const [a, b] of pairs) {
      const rows = await rowsBetween(a, b)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.status).toBe('accepted')
      expect(await stateIn(a, b)).toBe('friends')
    }
  })

  it('makes one request and one notification of the same request sent many times at once', async () => {
    const ann = await member()
    const ben = await member()
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(ann, ben)))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(await rowsBetween(ann, ben)).toHaveLength(1)
    expect(await notificationsOf(ben)).toHaveLength(1)
  })
})

describe('a block and a request at the same moment', () => {
  const rounds = 16
  const blocksBetween = (a: { id: string }, b: { id: string }) =>
    t.db
      .select()
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a.id), eq(blocks.blockedId, b.id)),
          and(eq(blocks.blockerId, b.id), eq(blocks.blockedId, a.id)),
        ),
      )
  const signedIn = async (): Promise<Member> => {
    const made = await makeUser(t.db)
    return { ...made, token: (await signIn(t.app, made)).token, handle: '' }
  }

  it.each([
    {
      when: 'the addressee blocks the requester',
      askedBefore: false,
      race: (asker: Member, other: Member) => [ask(asker, other), block(other, asker)],
    },
    {
      when: 'the requester blocks the addressee',
      askedBefore: false,
      race: (asker: Member, other: Member) => [ask(asker, other), block(asker, other)],
    },
    {
      when: 'the requester blocks as the addressee accepts',
      askedBefore: true,
      race: (asker: Member, other: Member) => [accept(other, asker), block(asker, other)],
    },
  ])('never leaves a request or a friendship beside a block when $when', async ({ askedBefore, race }) => {
    const pairs = await Promise.all(
      Array.from({ length: rounds }, async () => [await signedIn(), await signedIn()] as const),
    )
    if (askedBefore) for (const [asker, other] of pairs) expect((await ask(asker, other)).statusCode).toBe(201)
    const answers = await Promise.all(pairs.flatMap(([asker, other]) => race(asker, other)))
    expect(
      answers.every((res) => res.statusCode < 500),
      answers.map((res) => res.body).join(),
    ).toBe(true)
    for (const [asker, other] of pairs) {
      expect(await blocksBetween(asker, other)).toHaveLength(1)
      expect(await rowsBetween(asker, other)).toEqual([])
    }
  })
})

describe('rate limits', () => {
  it('limits requests, blocks and searches per member, each route on its own', async () => {
    const ann = await member()
    const ben = await member()
    const statuses = async (count: number, send: () => Promise<{ statusCode: number }>) => {
      const seen: number[] = []
      for (let i = 0; i < count; i++) seen.push((await send()).statusCode)
      return seen
    }
    // Refused requests count too: the limit is on asking, whatever the answer.
    expect(await statuses(friendsRateLimits.requests + 1, () => ask(ann, { id: clientId() }))).toEqual([
      ...Array(friendsRateLimits.requests).fill(404),
      429,
    ])
    const refused = await ask(ann, ben)
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      429,
      expect.stringMatching(/^Too many attempts/),
    ])
    expect((await ask(ben, ann)).statusCode).toBe(201)
    expect(await statuses(friendsRateLimits.blocks + 1, () => block(ann, { id: clientId() }))).toEqual([
      ...Array(friendsRateLimits.blocks).fill(404),
      429,
    ])
    expect(await statuses(friendsRateLimits.searches + 1, () => search(ann, 'nobody at all'))).toEqual([
      ...Array(friendsRateLimits.searches).fill(200),
      429,
    ])
    expect((await search(ben, 'nobody at all')).statusCode).toBe(200)
    expect((await accept(ann, ben)).statusCode).toBe(200)
  })
})
