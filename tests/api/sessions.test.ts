// Sessions: entering from a script (one open session, also under concurrency), share links,
// roles, completing, history, and the authorisation matrix of every session endpoint.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '#contract/pagination'
import type { Script } from '#contract/scripts'
import type { Session, SessionSummary, ShareLink } from '#contract/sessions'
import { sessionParticipants, sessions, shareLinks } from '#server/db/schema'
import { joinSession, makeScript, makeSession, makeShareLink, makeSignedInUser } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>

let t: TestApp
let call: ReturnType<typeof caller>
let owner: Member
let participant: Member
let stranger: Member

beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  call = caller(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  participant = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
})
afterAll(() => t.close())

async function getSession(id: string, token: string): Promise<Session> {
  const res = await call('GET', `/api/sessions/${id}`, token)
  expect(res.statusCode).toBe(200)
  return res.json<Session>()
}

describe('GET /api/scripts/:id/session', () => {
  it('opens one session with a snapshot of the script, the owner voicing every role, and a track of 9', async () => {
    const script = await makeScript(t.app, owner.token, { roleNames: ['ANNA', 'BEN'], lineCount: 4 })
    const ref = await makeSession(t.app, owner.token, script.id)
    expect(ref.scriptId).toBe(script.id)
    expect(await makeSession(t.app, owner.token, script.id)).toEqual(ref)

    const session = await getSession(ref.id, owner.token)
    expect(session.status).toBe('open')
    expect(session.backgroundTrack).toBeGreaterThanOrEqual(1)
    expect(session.backgroundTrack).toBeLessThanOrEqual(9)
    expect(session.script).toEqual({ id: script.id, title: script.title, roles: script.roles, lines: script.lines })
    expect(session.participants).toEqual([
      { user: expect.objectContaining({ id: owner.id }), roleIds: script.roles.map((r) => r.id), isOwner: true },
    ])
    expect(session.takes).toEqual([])
  })

  it('keeps the snapshot when the script changes afterwards', async () => {
    const script = await makeScript(t.app, owner.token)
    const ref = await makeSession(t.app, owner.token, script.id)
    const save = await call('PUT', `/api/scripts/${script.id}`, owner.token, {
      baseVersion: script.version,
      title: 'Renamed',
      description: '',
      visibility: 'private',
      roles: script.roles,
      lines: script.lines.slice(0, 1),
    })
    expect(save.statusCode).toBe(200)
    const session = await getSession(ref.id, owner.token)
    expect(session.script.title).toBe(script.title)
    expect(session.script.lines).toHaveLength(script.lines.length)
  })

  it('opens one session when many calls arrive at once', async () => {
    const script = await makeScript(t.app, owner.token)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('GET', `/api/scripts/${script.id}/session`, owner.token)),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((res) => res.json<{ id: string }>().id)).size).toBe(1)
    const rows = await t.db.select().from(sessions).where(eq(sessions.scriptId, script.id))
    expect(rows).toHaveLength(1)
  })

  it('opens a new session once the last one is complete', async () => {
    const script = await makeScript(t.app, owner.token)
    const first = await makeSession(t.app, owner.token, script.id)
    expect((await call('POST', `/api/sessions/${first.id}/complete`, owner.token)).json<Session>().status).toBe(
      'complete',
    )
    const second = await makeSession(t.app, owner.token, script.id)
    expect(second.id).not.toBe(first.id)
  })

  it('reopens a finished session for more takes, until it is on the portfolio', async () => {
    const script = await makeScript(t.app, owner.token)
    const session = await makeSession(t.app, owner.token, script.id)
    const finish = () => call('POST', `/api/sessions/${session.id}/complete`, owner.token)
    const reopen = () => call('POST', `/api/sessions/${session.id}/reopen`, owner.token)
    expect((await finish()).json<Session>().status).toBe('complete')
    expect((await reopen()).json<Session>().status).toBe('open')
    expect((await reopen()).json<Session>().status).toBe('open')
    expect((await finish()).json<Session>().status).toBe('complete')
    expect((await call('PUT', `/api/sessions/${session.id}/portfolio`, owner.token, {})).statusCode).toBeLessThan(300)
    const refused = await reopen()
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: 'This session has been published. Take it off your portfolio and delete its episodes to reopen it.' },
    ])
    expect((await getSession(session.id, owner.token)).status).toBe('complete')
    expect((await call('DELETE', `/api/sessions/${session.id}/portfolio`, owner.token)).statusCode).toBeLessThan(300)
    expect((await reopen()).json<Session>().status).toBe('open')
  })

  it('follows the script reading rules: a stranger gets 404, a visitor 401; a public script opens for anyone signed in', async () => {
    const privateScript = await makeScript(t.app, owner.token)
    expect(
      await call('GET', `/api/scripts/${privateScript.id}/session`, stranger.token).then((r) => [
        r.statusCode,
        r.json(),
      ]),
    ).toEqual([404, { message: 'This script does not exist.' }])
    expect((await call('GET', `/api/scripts/${privateScript.id}/session`, null)).statusCode).toBe(401)
    expect((await call('GET', '/api/scripts/no-such-script/session', owner.token)).statusCode).toBe(404)
    const publicScript = await makeScript(t.app, owner.token, { visibility: 'public' })
    const theirs = await makeSession(t.app, stranger.token, publicScript.id)
    expect((await getSession(theirs.id, stranger.token)).ownerId).toBe(stranger.id)
  })
})

describe('share links', () => {
  let script: Script
  let sessionId: string

  beforeAll(async () => {
    script = await makeScript(t.app, owner.token, { roleNames: ['ANNA', 'BEN'] })
    sessionId = (await makeSession(t.app, owner.token, script.id)).id
  })

  it('joins a member once, however often they follow the link', async () => {
    const link = await makeShareLink(t.app, owner.token, sessionId, { roleId: null })
    expect(link).toMatchObject({ sessionId, roleId: null, revoked: false })
    expect(link.linkId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const member = await makeSignedInUser(t.app, t.db)
    for (let i = 0; i < 2; i++) {
      const res = await call('GET', `/api/sharelinks/${link.linkId}/session`, member.token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ id: sessionId, scriptId: script.id })
    }
    const rows = await t.db.select().from(sessionParticipants).where(eq(sessionParticipants.userId, member.id))
    expect(rows).toEqual([expect.objectContaining({ sessionId, roleIds: [] })])
  })

  it('gives the role of a role link, taken from the owner; a second member with the same link gets no role', async () => {
    const ben = script.roles[1]!
    const link = await makeShareLink(t.app, owner.token, sessionId, { roleId: ben.id })
    const first = await makeSignedInUser(t.app, t.db)
    const second = await makeSignedInUser(t.app, t.db)
    await joinSession(t.app, first.token, link.linkId)
    await joinSession(t.app, second.token, link.linkId)
    const session = await getSession(sessionId, first.token)
    const rolesOf = (id: string) => session.participants.find((p) => p.user.id === id)?.roleIds
    expect(rolesOf(first.id)).toEqual([ben.id])
    expect(rolesOf(second.id)).toEqual([])
    expect(rolesOf(owner.id)).toEqual([script.roles[0]!.id])
  })

  it("answers 'This link is invalid.' for unknown, revoked and expired links, and 401 without a token", async () => {
    const invalid = { message: 'This link is invalid.' }
    const member = await makeSignedInUser(t.app, t.db)
    const unknown = await call('GET', '/api/sharelinks/AAAAAAAAAAAAAAAAAAAAAA/session', member.token)
    expect([unknown.statusCode, unknown.json()]).toEqual([404, invalid])

    const revoked = await makeShareLink(t.app, owner.token, sessionId)
    expect((await call('DELETE', `/api/sessions/${sessionId}/links/${revoked.linkId}`, owner.token)).statusCode).toBe(
      204,
    )
    const afterRevoke = await call('GET', `/api/sharelinks/${revoked.linkId}/session`, member.token)
    expect([afterRevoke.statusCode, afterRevoke.json()]).toEqual([404, invalid])

    const expiring = await makeShareLink(t.app, owner.token, sessionId, { expiresInHours: 1 })
    expect(Date.parse(expiring.expiresAt!) - t.clock.now().getTime()).toBeGreaterThan(59 * 60_000)
    // An hour later (moving the clock would also expire the test's access tokens).
    await t.db
      .update(shareLinks)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(shareLinks.id, expiring.linkId))
    const afterExpiry = await call('GET', `/api/sharelinks/${expiring.linkId}/session`, member.token)
    expect([afterExpiry.statusCode, afterExpiry.json()]).toEqual([404, invalid])

    expect((await call('GET', `/api/sharelinks/${expiring.linkId}/session`, null)).statusCode).toBe(401)
    const members = await t.db.select().from(sessionParticipants).where(eq(sessionParticipants.userId, member.id))
    expect(members).toEqual([])
  })

  it('lists the links of a session to its owner, with expiry and revocation', async () => {
    const never = await makeShareLink(t.app, owner.token, sessionId, { expiresInHours: null })
    const res = await call('GET', `/api/sessions/${sessionId}/links`, owner.token)
    const links = res.json<ShareLink[]>()
    expect(links.find((link) => link.linkId === never.linkId)).toEqual(
      expect.objectContaining({ expiresAt: null, revoked: false }),
    )
    expect(links.some((link) => link.revoked)).toBe(true)
  })

  it('refuses a role that is not in the script', async () => {
    const res = await call('POST', `/api/sessions/${sessionId}/links`, owner.token, { roleId: 'no-such-role' })
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'This role is not in the script of this session.' }])
  })
})

describe('PUT /api/sessions/:id/roles', () => {
  it('gives roles to participants only, each role to one member', async () => {
    const script = await makeScript(t.app, owner.token, { roleNames: ['ANNA', 'BEN'] })
    const { id } = await makeSession(t.app, owner.token, script.id)
    const member = await makeSignedInUser(t.app, t.db)
    await joinSession(t.app, member.token, (await makeShareLink(t.app, owner.token, id)).linkId)
    const [anna, ben] = script.roles as [Script['roles'][number], Script['roles'][number]]

    const put = (assignments: Array<{ roleId: string; userId: string }>) =>
      call('PUT', `/api/sessions/${id}/roles`, owner.token, { assignments })
    const ok = await put([
      { roleId: ben.id, userId: member.id },
      { roleId: anna.id, userId: owner.id },
    ])
    expect(ok.statusCode).toBe(200)
    const roles = Object.fromEntries(ok.json<Session>().participants.map((p) => [p.user.id, p.roleIds]))
    expect(roles).toEqual({ [owner.id]: [anna.id], [member.id]: [ben.id] })

    expect((await put([{ roleId: anna.id, userId: stranger.id }])).json()).toEqual({
      message: 'Roles can only go to members of this session.',
    })
    expect((await put([{ roleId: 'nope', userId: owner.id }])).statusCode).toBe(400)
    const twice = await put([
      { roleId: anna.id, userId: owner.id },
      { roleId: anna.id, userId: member.id },
    ])
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: 'A role can be voiced by one member only.' }])
  })
})

describe('GET /api/sessions (history)', () => {
  it('lists sessions the member owns or joined, most recent first, a page at a time', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const other = await makeSignedInUser(t.app, t.db)
    const own1 = await makeSession(t.app, member.token, (await makeScript(t.app, member.token, { title: 'First' })).id)
    t.clock.advance(1000)
    const own2 = await makeSession(
      t.app,
      member.token,
      (await makeScript(t.app, member.token, { title: 'Second', lineCount: 6 })).id,
    )
    t.clock.advance(1000)
    const theirs = await makeSession(t.app, other.token, (await makeScript(t.app, other.token, { title: 'Theirs' })).id)
    await joinSession(t.app, member.token, (await makeShareLink(t.app, other.token, theirs.id)).linkId)

    const first = await call('GET', '/api/sessions?limit=2', member.token)
    const page1 = first.json<Page<SessionSummary>>()
    expect(page1.items.map((s) => [s.id, s.isOwner])).toEqual([
      [theirs.id, false],
      [own2.id, true],
    ])
    expect(page1.items[1]).toMatchObject({ title: 'Second', status: 'open', lineCount: 6, recordedLineCount: 0 })
    const page2 = (await call('GET', `/api/sessions?limit=2&cursor=${page1.nextCursor}`, member.token)).json<
      Page<SessionSummary>
    >()
    expect(page2).toEqual({ items: [expect.objectContaining({ id: own1.id })], nextCursor: null })

    expect((await call('GET', '/api/sessions?cursor=bad', member.token)).statusCode).toBe(400)
    expect((await call('GET', '/api/sessions', null)).statusCode).toBe(401)
  })
})

describe('authorisation matrix', () => {
  const actors = ['owner', 'participant', 'stranger', 'anonymous'] as const
  type Actor = (typeof actors)[number]
  const sessionGone = { status: 404, message: 'This session does not exist.' }
  const ownerOnly = { status: 403, message: 'Only the owner of this session can do this.' }
  const logIn = { status: 401, message: 'Please log in.' }
  type Expected = number | { status: number; message: string }

  let ids: { session: string; link: string }
  const tokenOf = (actor: Actor) =>
    ({ owner: owner.token, participant: participant.token, stranger: stranger.token, anonymous: null })[actor]

  beforeAll(async () => {
    const script = await makeScript(t.app, owner.token)
    const session = (await makeSession(t.app, owner.token, script.id)).id
    const link = (await makeShareLink(t.app, owner.token, session)).linkId
    await joinSession(t.app, participant.token, link)
    ids = { session, link }
  })

  const takeGone = { status: 404, message: 'This take does not exist.' }
  /** Strangers and visitors answer alike on every session endpoint. */
  const members = (forOwner: Expected, forParticipant: Expected): Record<Actor, Expected> => ({
    owner: forOwner,
    participant: forParticipant,
    stranger: sessionGone,
    anonymous: logIn,
  })
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  const endpoints: Array<{
    name: string
    method: Method
    url: () => string
    payload?: object
    expect: Record<Actor, Expected>
  }> = [
    { name: 'get', method: 'GET', url: () => `/api/sessions/${ids.session}`, expect: members(200, 200) },
    { name: 'takes', method: 'GET', url: () => `/api/sessions/${ids.session}/takes`, expect: members(200, 200) },
    {
      name: 'roles',
      method: 'PUT',
      url: () => `/api/sessions/${ids.session}/roles`,
      payload: { assignments: [] },
      expect: members(200, ownerOnly),
    },
    { name: 'links', method: 'GET', url: () => `/api/sessions/${ids.session}/links`, expect: members(200, ownerOnly) },
    {
      name: 'create link',
      method: 'POST',
      url: () => `/api/sessions/${ids.session}/links`,
      payload: {},
      expect: members(201, ownerOnly),
    },
    {
      name: 'revoke link',
      method: 'DELETE',
      url: () => `/api/sessions/${ids.session}/links/${ids.link}`,
      expect: members(204, ownerOnly),
    },
    {
      name: 'choose take',
      method: 'POST',
      url: () => `/api/sessions/${ids.session}/takes/AAAAAAAAAAAAAAAAAAAAAA/choose`,
      expect: members(takeGone, takeGone),
    },
    {
      name: 'complete',
      method: 'POST',
      url: () => `/api/sessions/${ids.session}/complete`,
      expect: members(200, ownerOnly),
    },
    {
      name: 'reopen',
      method: 'POST',
      url: () => `/api/sessions/${ids.session}/reopen`,
      expect: members(200, ownerOnly),
    },
  ]

  for (const endpoint of endpoints) {
    for (const actor of actors) {
      it(`${endpoint.name} as ${actor}`, async () => {
        const res = await call(endpoint.method, endpoint.url(), tokenOf(actor), endpoint.payload)
        const expected = endpoint.expect[actor]
        if (typeof expected === 'number') {
          expect(res.statusCode, res.body).toBe(expected)
        } else {
          expect([res.statusCode, res.json()]).toEqual([expected.status, { message: expected.message }])
        }
      })
    }
  }

  it('a session id that does not exist answers like a stranger', async () => {
    const res = await call('GET', '/api/sessions/no-such-session', owner.token)
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'This session does not exist.' }])
  })
})
