// A session's natural timing: only its owner sets the pause between lines and per line (in whole
// milliseconds, from a 1 s overlap to a 10 s pause, for lines of the session's script); every member
// reads it with the session, and a visitor with the published item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PortfolioItem } from '#contract/portfolio'
import { defaultSessionTiming, sessionMessages, type Session } from '#contract/sessions'
import type { Page } from '#contract/pagination'
import { sessionNotFoundMessage, sessionOwnerOnlyMessage } from '#server/sessions/access'
import {
  bearer,
  clientId,
  joinSession,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  type UserFixture,
} from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let owner: UserFixture & { token: string }
let participant: UserFixture & { token: string }
let stranger: UserFixture & { token: string }
let session: Session

beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  owner = await makeSignedInUser(t.app, t.db)
  participant = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  const script = await makeScript(t.app, owner.token)
  session = await sessionOf(owner.token, (await makeSession(t.app, owner.token, script.id)).id)
  await joinSession(t.app, participant.token, (await makeShareLink(t.app, owner.token, session.id)).linkId)
})
afterAll(async () => {
  await t.close()
})

const sessionOf = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: bearer(token) })).json<Session>()
const setTiming = (token: string | null, payload: unknown, id = session.id) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sessions/${id}/timing`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  })
const readSession = (token: string) => sessionOf(token, session.id)

describe('session timing', () => {
  it('starts at a 0.4 s pause with no line of its own, and keeps what the owner sets for every member', async () => {
    expect((await readSession(owner.token)).timing).toEqual(defaultSessionTiming)
    expect(defaultSessionTiming.pauseMs).toBe(400)
    const [first, second, third] = session.script.lines
    const timing = { pauseMs: 650, linePauses: { [second!.id]: -1000, [third!.id]: 10_000 } }
    const res = await setTiming(owner.token, timing)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ timing })
    expect((await readSession(owner.token)).timing).toEqual(timing)
    expect((await readSession(participant.token)).timing).toEqual(timing)
    // Setting again replaces the whole: a line left out goes back to the session's pause.
    const next = { pauseMs: 0, linePauses: { [first!.id]: 200 } }
    expect((await setTiming(owner.token, next)).json()).toEqual({ timing: next })
    expect((await readSession(participant.token)).timing).toEqual(next)
  })

  it('travels with the published session, so a visitor hears the same pauses', async () => {
    const script = await makeScript(t.app, owner.token)
    const published = await sessionOf(owner.token, (await makeSession(t.app, owner.token, script.id)).id)
    const timing = { pauseMs: 900, linePauses: { [published.script.lines[1]!.id]: -300 } }
    expect((await setTiming(owner.token, timing, published.id)).statusCode).toBe(200)
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${published.id}/complete`,
      headers: bearer(owner.token),
    })
    expect(finish.statusCode, finish.body).toBeLessThan(300)
    const publish = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${published.id}/portfolio`,
      headers: bearer(owner.token),
      payload: {},
    })
    expect(publish.statusCode, publish.body).toBeLessThan(300)
    const portfolio = await t.app.inject({ method: 'GET', url: `/api/portfolio/${owner.id}` })
    const item = portfolio.json<Page<PortfolioItem>>().items.find((entry) => entry.sessionId === published.id)
    expect(item?.timing).toEqual(timing)
  })

  it('refuses anyone but the owner', async () => {
    const timing = { pauseMs: 500, linePauses: {} }
    expect((await setTiming(null, timing)).statusCode).toBe(401)
    const byParticipant = await setTiming(participant.token, timing)
    expect(byParticipant.statusCode).toBe(403)
    expect(byParticipant.json()).toEqual({ message: sessionOwnerOnlyMessage })
    const byStranger = await setTiming(stranger.token, timing)
    expect(byStranger.statusCode).toBe(404)
    expect(byStranger.json()).toEqual({ message: sessionNotFoundMessage })
    expect((await setTiming(owner.token, timing, clientId())).statusCode).toBe(404)
  })

  it('refuses a pause of 60 s, an overlap past 1 s and a line of another script, with the reason, and keeps the timing', async () => {
    const kept = { pauseMs: 300, linePauses: {} }
    await setTiming(owner.token, kept)
    const lineId = session.script.lines[1]!.id
    const refused: Array<[unknown, string]> = [
      [{ pauseMs: 60_000, linePauses: {} }, sessionMessages.pauseTooLong],
      [{ pauseMs: -1001, linePauses: {} }, sessionMessages.overlapTooLong],
      [{ pauseMs: 400, linePauses: { [lineId]: 60_000 } }, sessionMessages.pauseTooLong],
      [{ pauseMs: 400, linePauses: { [lineId]: -5000 } }, sessionMessages.overlapTooLong],
      [{ pauseMs: 0.5, linePauses: {} }, sessionMessages.pauseNotWhole],
    ]
    for (const [payload, message] of refused) {
      const res = await setTiming(owner.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json<{ message: string }>().message, JSON.stringify(payload)).toContain(message)
    }
    for (const payload of [{ pauseMs: 'long', linePauses: {} }, { linePauses: {} }, { pauseMs: 400 }, null]) {
      const res = await setTiming(owner.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json<{ message: string }>().message).toBeTruthy()
    }
    const elsewhere = await setTiming(owner.token, { pauseMs: 400, linePauses: { 'not-a-line': 100 } })
    expect(elsewhere.statusCode).toBe(422)
    expect(elsewhere.json()).toEqual({ message: sessionMessages.unknownLine('not-a-line') })
    expect((await readSession(owner.token)).timing).toEqual(kept)
  })
})
