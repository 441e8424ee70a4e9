// A name for every person (issue 33 point 1), on the server: what a name and a handle may be, and
// where people appear the e-mail never does, and a protected name reaches friends only (strangers
// get the handle). Bad input is refused whole: nothing is stored half.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileMessages } from '#contract/profiles'
import type { User } from '#contract/users'
import {
  bearer,
  joinSession,
  makeClassMembership,
  makeFriends,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  makeUser,
  signIn,
} from './support/factories'
import { randomUUID } from 'node:crypto'
import { classMembers, messages, notifications } from '#server/db/schema'
import { insertEpisode } from './support/episode-rows'
import { createChannel } from './support/podcast'
import { fields, postProfile } from './support/profile-form'
import { startTestApp, type TestApp } from './support/test-app'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>

/** A member with an e-mail address, to look for where it must not be. */
async function memberWithEmail(label: string): Promise<Member & { email: string }> {
  const email = `${label}-${Math.random().toString(36).slice(2)}@example.test`
  const user = await makeUser(t.db, { email })
  return { ...user, email, token: (await signIn(t.app, user)).token }
}
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
})
afterAll(() => t.close())

const save = (member: Member, values: Record<string, string>) => postProfile(t.app, member.token, fields(values))
const read = async (member: Member) =>
  (await t.app.inject({ url: `/api/users/${member.id}`, headers: bearer(member.token) })).json<User>()

describe('what a name and a handle may be', () => {
  let member: Member
  beforeAll(async () => {
    member = await makeSignedInUser(t.app, t.db)
    expect((await save(member, { name: 'Ann Able', handle: 'ann.able' })).statusCode).toBe(200)
  })

  it.each([
    ['200 characters', 'A'.repeat(200), 'At most 100 characters.'],
    ['a control character', 'Ann\u0007Able', profileMessages.nameCharacters],
    ['a line break', 'Ann\nAble', profileMessages.nameCharacters],
    ['a right-to-left override', 'Ann\u202EelbA', profileMessages.nameCharacters],
    ['a direction isolate', '\u2067Ann', profileMessages.nameCharacters],
  ])('a name with %s is refused with its message, and nothing changes', async (_case, name, message) => {
    const res = await save(member, { name, handle: 'someone.else' })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ message: string }>().message).toBe(message)
    expect(await read(member)).toMatchObject({ name: 'Ann Able', handle: 'ann.able' })
  })

  it('a name of only spaces is no name', async () => {
    const other = await makeSignedInUser(t.app, t.db)
    expect((await save(other, { name: 'Bo' })).statusCode).toBe(200)
    expect((await save(other, { name: '    ' })).statusCode).toBe(200)
    expect((await read(other)).name).toBeNull()
  })

  it.each([
    ['taken in another letter case', 'ANN.Able', 409, profileMessages.handleTaken],
    ['that opens the dashboard', 'metricsfan', 400, profileMessages.handleReserved],
    ['that is a page of the app', 'admin', 400, profileMessages.handleReserved],
    ['that is a page of the app', 'scriptlibrary', 400, profileMessages.handleReserved],
    ['too short', 'ab', 400, profileMessages.handle],
  ])('a handle %s (%s) is refused, and the name sent with it is not stored', async (_case, handle, status, message) => {
    const other = await makeSignedInUser(t.app, t.db)
    const res = await save(other, { name: 'Half Stored', handle })
    expect(res.statusCode).toBe(status)
    expect(res.json<{ message: string }>().message).toBe(message)
    expect((await read(other)).name).toBeNull()
  })
})

describe('where people appear, the e-mail never does, and a protected name only to friends', () => {
  let owner: Member & { email: string }
  let friend: Member
  let stranger: Member & { email: string }
  let sessionId: string
  let channelId: string
  let episodeLinkId: string
  beforeAll(async () => {
    owner = await memberWithEmail('owner')
    friend = await makeSignedInUser(t.app, t.db)
    stranger = await memberWithEmail('stranger')
    expect(
      (await save(owner, { name: 'Olive Owner', handle: 'olive.owner', nameVisibility: 'protected' })).statusCode,
    ).toBe(200)
    expect((await save(stranger, { name: 'Sid Stranger', handle: 'sid', nameVisibility: 'public' })).statusCode).toBe(
      200,
    )
    await makeFriends(t.db, friend.id, owner.id)
    // The stranger asked to be friends; the owner has not answered.
    await makeFriends(t.db, stranger.id, owner.id, 'pending')
    const script = await makeScript(t.app, owner.token)
    sessionId = (await makeSession(t.app, owner.token, script.id)).id
    const link = await makeShareLink(t.app, owner.token, sessionId)
    await joinSession(t.app, stranger.token, link.linkId)
    await joinSession(t.app, friend.token, (await makeShareLink(t.app, owner.token, sessionId)).linkId)
    channelId = (await createChannel(t.app, owner.token, { title: 'Olive Reads' })).id
    episodeLinkId = (await insertEpisode(t.db, { channelId, authorId: owner.id, title: 'Chapter one' })).linkId
    // The owner wrote to both (the stranger while they were still friends) and a notification names
    // the owner as its actor for each.
    for (const viewer of [friend, stranger]) {
      await t.db
        .insert(messages)
        .values({ clientId: randomUUID(), senderId: owner.id, recipientId: viewer.id, body: 'Hi' })
      await t.db.insert(notifications).values({
        userId: viewer.id,
        kind: 'take_added',
        actorId: owner.id,
        subjectId: sessionId,
        payload: { count: 1 },
      })
    }
  })

  type Entries = { entries?: Array<{ user: { id: string } }>; items?: Array<{ user: { id: string } }> }
  const ownerIn = (body: unknown) =>
    ((body as Entries).entries ?? (body as Entries).items)?.find((entry) => entry.user.id === owner.id)?.user
  const itemsOf = (body: unknown) => (body as { items: Array<Record<string, { id: string } | null>> }).items
  const ownerAs = (field: string) => (body: unknown) =>
    itemsOf(body).find((item) => item[field]?.id === owner.id)?.[field]

  /** Every answer of `viewer` that names the owner: the owner as that answer gives them. */
  const routes: Array<[string, (viewer: Member) => string, (body: unknown) => unknown]> = [
    ['the friends list (a friend; the stranger’s request)', () => '/api/friendships/', ownerIn],
    ['the member search', () => '/api/friendships/search?q=olive', ownerIn],
    ['the member’s profile by id', () => `/api/users/${owner.id}`, (body) => body],
    ['the public profile by handle', () => '/api/members/olive.owner', (body) => body],
    [
      'the session’s participants',
      () => `/api/sessions/${sessionId}`,
      (body) =>
        (body as { participants: Array<{ user: { id: string } }> }).participants.find((p) => p.user.id === owner.id)
          ?.user,
    ],
    ['the notifications (a take the owner added)', () => '/api/notifications/', ownerAs('actor')],
    ['the conversations', () => '/api/conversations/', ownerIn],
    ['the owner’s episode', () => `/api/episodes/${episodeLinkId}`, (body) => (body as { author: unknown }).author],
    ['the episodes of the owner’s channel', () => `/api/channels/${channelId}/episodes`, ownerAs('author')],
  ]

  it.each(routes)(
    '%s: a stranger gets the handle, not the protected name, and no e-mail',
    async (_route, url, pick) => {
      const res = await t.app.inject({ url: url(stranger), headers: bearer(stranger.token) })
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain(owner.email)
      expect(pick(res.json())).toMatchObject({ name: null, handle: 'olive.owner' })
    },
  )

  it.each(routes)('%s: a friend gets the protected name, and no e-mail', async (_route, url, pick) => {
    const res = await t.app.inject({ url: url(friend), headers: bearer(friend.token) })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(owner.email)
    expect(pick(res.json())).toMatchObject({ name: 'Olive Owner', handle: 'olive.owner' })
  })

  it('the owner sees the stranger’s public name among the participants, never the e-mail', async () => {
    const res = await t.app.inject({ url: `/api/sessions/${sessionId}`, headers: bearer(owner.token) })
    expect(res.body).not.toContain(stranger.email)
    const participants = res.json<{ participants: Array<{ user: { id: string; name: string | null } }> }>().participants
    expect(participants.find((p) => p.user.id === stranger.id)?.user.name).toBe('Sid Stranger')
  })
})

describe('a teacher always sees their pupils’ names, and so do classmates; strangers get the handle', () => {
  let teacher: Member
  let pupil: Member & { email: string }
  let classmate: Member
  let stranger: Member
  let classId: string
  let classChannelId: string
  let waitingLinkId: string
  let publishedLinkId: string
  beforeAll(async () => {
    teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
    pupil = await memberWithEmail('pupil')
    classmate = await makeSignedInUser(t.app, t.db)
    stranger = await makeSignedInUser(t.app, t.db)
    // A protected name (the default), which only friends, classmates and teachers see.
    expect((await save(pupil, { name: 'Pia Pupil', handle: 'pia.p' })).statusCode).toBe(200)
    ;({ classId } = await makeClassMembership(t.db, teacher.id, 'teacher'))
    await t.db.insert(classMembers).values([
      { classId, userId: pupil.id, membership: 'student' },
      { classId, userId: classmate.id, membership: 'student' },
    ])
    classChannelId = (await createChannel(t.app, teacher.token, { title: 'Class radio', classId })).id
    const hourAgo = new Date(Date.now() - 3_600_000)
    waitingLinkId = (
      await insertEpisode(t.db, {
        channelId: classChannelId,
        authorId: pupil.id,
        title: 'Radio advert',
        publishedAt: null,
        awaitingApprovalSince: hourAgo,
      })
    ).linkId
    publishedLinkId = (
      await insertEpisode(t.db, { channelId: classChannelId, authorId: pupil.id, title: 'Weather report' })
    ).linkId
    await t.db.insert(notifications).values({
      userId: teacher.id,
      kind: 'episode_waiting',
      actorId: pupil.id,
      subjectId: waitingLinkId,
      payload: { title: 'Radio advert' },
    })
  })

  const get = async (viewer: Member, url: string) => {
    const res = await t.app.inject({ url, headers: bearer(viewer.token) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).not.toContain(pupil.email)
    return res.json<Record<string, unknown>>()
  }
  const pupilIn = (items: unknown, field: string) =>
    (items as Array<Record<string, { id: string }>>).find((item) => item[field]?.id === pupil.id)?.[field]
  const named = { name: 'Pia Pupil', handle: 'pia.p' }

  it('the teacher’s class list', async () => {
    const body = await get(teacher, `/api/classes/${classId}/students`)
    expect(pupilIn(body.items, 'user')).toMatchObject(named)
  })

  it('the teacher’s approval list and the episode waiting there', async () => {
    const waiting = await get(teacher, `/api/channels/${classChannelId}/waiting`)
    expect(pupilIn(waiting.items, 'author')).toMatchObject(named)
    expect((await get(teacher, `/api/episodes/${waitingLinkId}`)).author).toMatchObject(named)
  })

  it('the teacher’s notification that an episode waits', async () => {
    const body = await get(teacher, '/api/notifications/')
    expect(pupilIn(body.items, 'actor')).toMatchObject(named)
  })

  it('a classmate sees the name on the class’s episode; a stranger sees the handle only', async () => {
    expect((await get(classmate, `/api/episodes/${publishedLinkId}`)).author).toMatchObject(named)
    expect((await get(stranger, `/api/episodes/${publishedLinkId}`)).author).toMatchObject({
      name: null,
      handle: 'pia.p',
    })
    const channelList = await get(stranger, `/api/channels/${classChannelId}/episodes`)
    expect(pupilIn(channelList.items, 'author')).toMatchObject({ name: null, handle: 'pia.p' })
  })
})
