// Portfolio: publishing a finished session (owner only, idempotent), unpublishing, the open list
// with pages, and the authorisation matrix of the three endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '#contract/pagination'
import type { PortfolioItem } from '#contract/portfolio'
import type { Script } from '#contract/scripts'
import type { Session } from '#contract/sessions'
import {
  completeSession,
  joinSession,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  recordTakeRow,
} from './support/factories'
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

/** A session of a fresh script by `member`, with `participant` joined; complete unless told. */
async function makeRecordedSession(member: Member, input: { title?: string; complete?: boolean } = {}) {
  const script = await makeScript(t.app, member.token, { title: input.title ?? 'A scene', lineCount: 4 })
  const { id } = await makeSession(t.app, member.token, script.id)
  await joinSession(t.app, participant.token, (await makeShareLink(t.app, member.token, id)).linkId)
  if (input.complete ?? true) await completeSession(t.app, member.token, id)
  return { id, script }
}

const publish = (sessionId: string, token: string | null, payload: object = {}) =>
  call('PUT', `/api/sessions/${sessionId}/portfolio`, token, payload)
const portfolioOf = async (userId: string, query = '') => {
  const res = await call('GET', `/api/portfolio/${userId}${query}`, null)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page<PortfolioItem>>()
}
const sessionOf = async (id: string) => (await call('GET', `/api/sessions/${id}`, owner.token)).json<Session>()

describe('publishing', () => {
  it('publishes a finished session with its script, music and the chosen take of each recorded line', async () => {
    const { id, script } = await makeRecordedSession(owner, { title: 'Night shift' })
    const [line1, line2, line3] = script.lines as [
      Script['lines'][number],
      Script['lines'][number],
      Script['lines'][number],
    ]
    const later = await recordTakeRow(t.db, { sessionId: id, lineId: line3.id, userId: participant.id })
    await recordTakeRow(t.db, { sessionId: id, lineId: line1.id, userId: owner.id })
    // The newest take of a line is the chosen one (no member chose another).
    const newest = await recordTakeRow(t.db, { sessionId: id, lineId: line1.id, userId: participant.id })
    expect((await sessionOf(id)).published).toBe(false)

    const res = await publish(id, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    const item = res.json<PortfolioItem>()
    const session = await sessionOf(id)
    expect(item).toEqual({
      id: expect.any(String),
      userId: owner.id,
      sessionId: id,
      title: 'Night shift',
      publishedAt: expect.any(String),
      script: session.script,
      backgroundTrack: session.backgroundTrack,
      timing: { pauseMs: 400, linePauses: {} },
      takes: [
        expect.objectContaining({ id: newest.id, chosen: true }),
        expect.objectContaining({ id: later.id, chosen: true }),
      ],
    })
    expect(item.takes.map((take) => take.lineId)).toEqual([line1.id, line3.id])
    expect(item.takes.some((take) => take.lineId === line2.id)).toBe(false)
    expect(session.published).toBe(true)
    expect((await portfolioOf(owner.id)).items.find((listed) => listed.id === item.id)).toEqual(item)
  })

  it('is idempotent: publishing again is the same item; a sent title replaces the title, none keeps it', async () => {
    const { id } = await makeRecordedSession(owner, { title: 'Original' })
    const first = (await publish(id, owner.token)).json<PortfolioItem>()
    t.clock.advance(1000)
    const again = (await publish(id, owner.token)).json<PortfolioItem>()
    expect(again).toEqual(first)

    const renamed = (await publish(id, owner.token, { title: '  My best take  ' })).json<PortfolioItem>()
    expect(renamed).toEqual({ ...first, title: 'My best take' })
    expect((await publish(id, owner.token)).json<PortfolioItem>().title).toBe('My best take')
    expect((await portfolioOf(owner.id)).items.filter((item) => item.sessionId === id)).toHaveLength(1)
  })

  it('publishes one item when many calls arrive at once', async () => {
    const { id } = await makeRecordedSession(owner)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => publish(id, owner.token, i % 2 ? { title: `Title ${i}` } : {})),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200))
    expect(new Set(answers.map((res) => res.json<PortfolioItem>().id)).size).toBe(1)
  })

  it('refuses a session that is not finished yet, and bad titles', async () => {
    const { id } = await makeRecordedSession(owner, { complete: false })
    const res = await publish(id, owner.token)
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'Finish the session before publishing it.' }])
    expect((await sessionOf(id)).published).toBe(false)

    await completeSession(t.app, owner.token, id)
    expect((await publish(id, owner.token, { title: '   ' })).statusCode).toBe(400)
    expect((await publish(id, owner.token, { title: 'x'.repeat(201) })).statusCode).toBe(400)
    expect((await publish(id, owner.token, { title: 42 })).statusCode).toBe(400)
    expect((await publish('x'.repeat(65), owner.token)).statusCode).toBe(400)
    const bodiless = await call('PUT', `/api/sessions/${id}/portfolio`, owner.token)
    expect([bodiless.statusCode, bodiless.json()]).toEqual([
      400,
      { message: 'The request body must be a JSON object.' },
    ])
  })

  it('unpublishes (twice is fine), and publishing later makes a new item', async () => {
    const { id } = await makeRecordedSession(owner)
    const first = (await publish(id, owner.token)).json<PortfolioItem>()
    for (let i = 0; i < 2; i++)
      expect((await call('DELETE', `/api/sessions/${id}/portfolio`, owner.token)).statusCode).toBe(204)
    expect((await sessionOf(id)).published).toBe(false)
    expect((await portfolioOf(owner.id)).items.some((item) => item.sessionId === id)).toBe(false)
    const second = (await publish(id, owner.token)).json<PortfolioItem>()
    expect(second.id).not.toBe(first.id)
  })
})

describe('GET /api/portfolio/:userId', () => {
  it('lists the member’s published sessions, most recently published first, a page at a time, to anyone', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    expect(await portfolioOf(member.id)).toEqual({ items: [], nextCursor: null })
    const ids: string[] = []
    for (const title of ['One', 'Two', 'Three']) {
      const { id } = await makeRecordedSession(member, { title })
      expect((await publish(id, member.token)).statusCode).toBe(200)
      ids.push(id)
      t.clock.advance(1000)
    }
    await makeRecordedSession(member, { title: 'Unpublished' })

    const page1 = await portfolioOf(member.id, '?limit=2')
    expect(page1.items.map((item) => item.title)).toEqual(['Three', 'Two'])
    expect(page1.nextCursor).not.toBeNull()
    const page2 = await portfolioOf(member.id, `?limit=2&cursor=${page1.nextCursor}`)
    expect(page2).toEqual({ items: [expect.objectContaining({ sessionId: ids[0], title: 'One' })], nextCursor: null })

    for (const token of [member.token, stranger.token]) {
      expect((await call('GET', `/api/portfolio/${member.id}?limit=2`, token)).json()).toEqual(page1)
    }
  })

  it("answers 'This user does not exist.' for an unknown user, and 400 for bad cursors and limits", async () => {
    const res = await call('GET', '/api/portfolio/no-such-user', null)
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'This user does not exist.' }])
    expect((await call('GET', `/api/portfolio/${owner.id}?cursor=bad`, null)).statusCode).toBe(400)
    // A NUL inside the cursor's JSON (PostgreSQL text cannot hold one) is a bad cursor, not a 500.
    const withNul = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', '\u0000']), 'utf8').toString('base64url')
    expect((await call('GET', `/api/portfolio/${owner.id}?cursor=${withNul}`, null)).statusCode).toBe(400)
    expect((await call('GET', `/api/portfolio/${owner.id}?limit=0`, null)).statusCode).toBe(400)
    expect((await call('GET', `/api/portfolio/${'x'.repeat(65)}`, null)).statusCode).toBe(400)
  })

  it('answers 401 to an invalid token (so the app refreshes it) rather than ignoring it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portfolio/${owner.id}`,
      headers: { authorization: 'Bearer nonsense' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('authorisation matrix', () => {
  const actors = ['participant', 'stranger', 'anonymous', 'owner'] as const
  type Actor = (typeof actors)[number]
  const tokenOf = (actor: Actor) =>
    ({ owner: owner.token, participant: participant.token, stranger: stranger.token, anonymous: null })[actor]
  const expected: Record<'publish' | 'unpublish' | 'list', Record<Actor, [number, object?]>> = {
    publish: {
      owner: [200],
      participant: [403, { message: 'Only the owner of this session can do this.' }],
      stranger: [404, { message: 'This session does not exist.' }],
      anonymous: [401, { message: 'Please log in.' }],
    },
    unpublish: {
      owner: [204],
      participant: [403, { message: 'Only the owner of this session can do this.' }],
      stranger: [404, { message: 'This session does not exist.' }],
      anonymous: [401, { message: 'Please log in.' }],
    },
    list: { owner: [200], participant: [200], stranger: [200], anonymous: [200] },
  }
  let sessionId: string
  let published = false

  beforeAll(async () => {
    sessionId = (await makeRecordedSession(owner)).id
  })

  const send = (action: keyof typeof expected, token: string | null) =>
    action === 'publish'
      ? publish(sessionId, token)
      : action === 'unpublish'
        ? call('DELETE', `/api/sessions/${sessionId}/portfolio`, token)
        : call('GET', `/api/portfolio/${owner.id}`, token)

  for (const action of ['publish', 'list', 'unpublish'] as const) {
    for (const actor of actors) {
      it(`${action} as ${actor}`, async () => {
        const res = await send(action, tokenOf(actor))
        const [status, body] = expected[action][actor]
        expect(res.statusCode, res.body).toBe(status)
        if (body) expect(res.json()).toEqual(body)
        // Only the owner's calls change anything.
        if (actor === 'owner' && action !== 'list') published = action === 'publish'
        expect((await sessionOf(sessionId)).published).toBe(published)
      })
    }
  }
})
