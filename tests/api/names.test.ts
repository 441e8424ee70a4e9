// A name for every person (issue 33 point 1), on the server: what a name and a handle may be, and
// where people appear the e-mail never does, and a protected name reaches friends only (strangers
// get the handle). Bad input is refused whole: nothing is stored half.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileMessages } from '#contract/profiles'
import type { User } from '#contract/users'
import {
  bearer,
  joinSession,
  makeFriends,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  makeUser,
  signIn,
} from './support/factories'
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
  })

  type Entries = { entries?: Array<{ user: { id: string } }>; items?: Array<{ user: { id: string } }> }
  const ownerIn = (body: unknown) =>
    ((body as Entries).entries ?? (body as Entries).items)?.find((entry) => entry.user.id === owner.id)?.user

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
