// Two servers on one database, each with its own read cache (decision 101), for the reads other
// than a script's (postgres-only/read-cache-two-servers.test.ts races those): a session with its
// takes, and a member's profile. Each change goes through a server picked at random, raced by reads
// on both servers (which fill their caches with the version before), and is then read through a
// server picked at random: it must show the change. The second server: support/second-server.ts.
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Session } from '#contract/sessions'
import type { Take } from '#contract/takes'
import type { MemberProfile } from '#contract/users'
import {
  bearer,
  joinSession,
  makeFriends,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  recordTakeRow,
  uniqueName,
} from './support/factories'
import { fields, postProfile } from './support/profile-form'
import { twoServersForSuite } from './support/second-server'

/** Changes per test: each raced by reads on both servers and then read back. */
const changes = 200

const servers = twoServersForSuite()
const { pick } = servers
const either = <T>(one: T, other: T) => (Math.random() < 0.5 ? one : other)

async function get<T>(server: FastifyInstance, url: string, token: string | null): Promise<T> {
  const res = await server.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<T>()
}

async function send(server: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const res = await server.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Take>()
}

/** What a change must leave to be seen: the chosen take of the line and the trim of the first take. */
interface TakesState {
  chosen: string
  trimStartMs: number
}

const stateOf = (session: Session, lineId: string, trimmedId: string): TakesState => ({
  chosen: session.takes.find((take) => take.lineId === lineId && take.chosen)?.id ?? 'none',
  trimStartMs: session.takes.find((take) => take.id === trimmedId)?.trim?.startMs ?? -1,
})

describe('two servers, each with a read cache', () => {
  it(`never answer a session older than a take chosen or trimmed on the other, over ${changes} random interleavings`, async () => {
    const { t, a, b } = servers
    const owner = await makeSignedInUser(a, t.db)
    const partner = await makeSignedInUser(a, t.db)
    const script = await makeScript(a, owner.token)
    const session = await makeSession(a, owner.token, script.id)
    await joinSession(b, partner.token, (await makeShareLink(a, owner.token, session.id)).linkId)
    const lineId = script.lines[0]!.id
    const first = await recordTakeRow(t.db, { sessionId: session.id, lineId, userId: owner.id })
    const other = await recordTakeRow(t.db, { sessionId: session.id, lineId, userId: partner.id })
    const url = `/api/sessions/${session.id}`
    const seenOn = async (server: FastifyInstance) =>
      stateOf(await get<Session>(server, url, either(owner.token, partner.token)), lineId, first.id)

    // The newest take of a line counts until a member chooses one.
    let expected: TakesState = { chosen: other.id, trimStartMs: -1 }
    expect(await seenOn(a)).toEqual(expected)
    expect(await seenOn(b)).toEqual(expected)
    const stale: Array<{ change: number; expected: TakesState; seen: TakesState }> = []
    for (let change = 1; change <= changes; change++) {
      const racing = Array.from({ length: 3 }, () => seenOn(pick()))
      const by = either(owner.token, partner.token)
      if (Math.random() < 0.5) {
        const chosen = expected.chosen === first.id ? other.id : first.id
        await send(pick(), 'POST', `${url}/takes/${chosen}/choose`, by)
        expected = { ...expected, chosen }
      } else {
        await send(pick(), 'PUT', `${url}/takes/${first.id}/trim`, by, { startMs: change, endMs: 900 })
        expected = { ...expected, trimStartMs: change }
      }
      await Promise.all(racing)
      const seen = await seenOn(pick())
      if (seen.chosen !== expected.chosen || seen.trimStartMs !== expected.trimStartMs)
        stale.push({ change, expected, seen })
    }
    expect(stale).toEqual([])
  }, 120_000)

  it(`never answer a profile older than a change of name on the other, over ${changes} random interleavings`, async () => {
    const { t, a, b } = servers
    const member = await makeSignedInUser(a, t.db)
    const friend = await makeSignedInUser(a, t.db)
    await makeFriends(t.db, member.id, friend.id)
    const handle = uniqueName('race').toLowerCase()
    const rename = async (server: FastifyInstance, name: string) => {
      const res = await postProfile(server, member.token, fields({ name }))
      expect(res.statusCode, res.body).toBe(200)
    }
    const saved = await postProfile(a, member.token, fields({ handle, name: 'Name 0', nameVisibility: 'protected' }))
    expect(saved.statusCode, saved.body).toBe(200)
    // The friend sees the protected name; a visitor sees none, whatever it is.
    const nameOn = async (server: FastifyInstance, token: string | null) =>
      (await get<MemberProfile>(server, `/api/members/${handle}`, token)).name
    const readOn = (server: FastifyInstance) => nameOn(server, either(friend.token, null))

    expect(await nameOn(a, friend.token)).toBe('Name 0')
    expect(await nameOn(b, friend.token)).toBe('Name 0')
    let stale = 0
    for (let change = 1; change <= changes; change++) {
      const name = `Name ${change}`
      const racing = Array.from({ length: 3 }, () => readOn(pick()))
      await rename(pick(), name)
      await Promise.all(racing)
      if ((await nameOn(pick(), friend.token)) !== name) stale++
      expect(await nameOn(pick(), null)).toBeNull()
    }
    expect(stale).toBe(0)
  }, 120_000)
})
