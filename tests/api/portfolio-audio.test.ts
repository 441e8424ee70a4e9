// Take audio of published sessions over real HTTP: anyone may hear the chosen takes of a published
// session (with Range, public caching and ETags); every other take stays for members only, and a
// take goes back to members only when the session is unpublished or another take is chosen.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Script } from '#contract/scripts'
import {
  completeSession,
  joinSession,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  clientId,
} from './support/factories'
import { listenOnLoopback, startTestApp, type TestApp } from './support/test-app'
import { audioBytes, uploadTake } from './support/tus'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>
type Actor = 'owner' | 'participant' | 'stranger' | 'anonymous'

let dataDir: string
let t: TestApp
let base: string
let owner: Member
let participant: Member
let stranger: Member
let script: Script
let sessionId: string
/** Line 1: `chosen` (the owner's, chosen by the owner) and `other` (the participant's, newer, not chosen). */
const takes = { chosen: clientId(), other: clientId() }
const bytes = audioBytes('audio/webm', 2000)

const privateCache = 'private, max-age=31536000, immutable'
const publicCache = 'public, max-age=300'

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portfolio-audio-'))
  t = await startTestApp({ contentDir: null, dataDir })
  base = await listenOnLoopback(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  participant = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  script = await makeScript(t.app, owner.token, { lineCount: 2 })
  sessionId = (await makeSession(t.app, owner.token, script.id)).id
  await joinSession(t.app, participant.token, (await makeShareLink(t.app, owner.token, sessionId)).linkId)
  const meta = (takeId: string) => ({
    takeId,
    sessionId,
    lineId: script.lines[0]!.id,
    durationMs: 1000,
    mime: 'audio/webm',
  })
  expect((await uploadTake(base, owner.token, meta(takes.chosen), bytes)).status).toBe(204)
  expect((await uploadTake(base, participant.token, meta(takes.other), bytes)).status).toBe(204)
  const chose = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/takes/${takes.chosen}/choose`,
    headers: { authorization: `Bearer ${owner.token}` },
  })
  expect(chose.statusCode, chose.body).toBe(200)
  await completeSession(t.app, owner.token, sessionId)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const tokenOf = (actor: Actor) =>
  ({ owner: owner.token, participant: participant.token, stranger: stranger.token, anonymous: null })[actor]
const audio = (takeId: string, actor: Actor, headers: Record<string, string> = {}) => {
  const token = tokenOf(actor)
  return fetch(`${base}/api/takes/${takeId}/audio`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  })
}
const api = (method: string, url: string, token: string, body?: object) =>
  fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
const setPublished = async (published: boolean) => {
  const res = published
    ? await api('PUT', `/api/sessions/${sessionId}/portfolio`, owner.token, {})
    : await api('DELETE', `/api/sessions/${sessionId}/portfolio`, owner.token)
  expect(res.status).toBe(published ? 200 : 204)
}

/** What each actor gets: the status and, for 200, the cache policy. */
async function answers(takeId: string): Promise<Record<Actor, string>> {
  const result = {} as Record<Actor, string>
  for (const actor of ['owner', 'participant', 'stranger', 'anonymous'] as const) {
    const res = await audio(takeId, actor)
    if (res.status === 200) expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
    else await res.body?.cancel()
    result[actor] = res.status === 200 ? `200 ${res.headers.get('cache-control')}` : String(res.status)
  }
  return result
}

const membersOnly = {
  owner: `200 ${privateCache}`,
  participant: `200 ${privateCache}`,
  stranger: '404',
  anonymous: '401',
}
const everyone = {
  owner: `200 ${privateCache}`,
  participant: `200 ${privateCache}`,
  stranger: `200 ${publicCache}`,
  anonymous: `200 ${publicCache}`,
}

describe('who hears which take', () => {
  it('before publishing: members only, chosen or not', async () => {
    expect(await answers(takes.chosen)).toEqual(membersOnly)
    expect(await answers(takes.other)).toEqual(membersOnly)
  })

  it('published: everyone hears the chosen take; the other take stays for members', async () => {
    await setPublished(true)
    expect(await answers(takes.chosen)).toEqual(everyone)
    expect(await answers(takes.other)).toEqual(membersOnly)
  })

  it('choosing another take in a published session moves the public take', async () => {
    const res = await api('POST', `/api/sessions/${sessionId}/takes/${takes.other}/choose`, participant.token)
    expect(res.status).toBe(200)
    expect(await answers(takes.other)).toEqual(everyone)
    expect(await answers(takes.chosen)).toEqual(membersOnly)
    expect((await api('POST', `/api/sessions/${sessionId}/takes/${takes.chosen}/choose`, owner.token)).status).toBe(200)
  })

  it('unpublished again: members only', async () => {
    await setPublished(false)
    expect(await answers(takes.chosen)).toEqual(membersOnly)
  })

  it('reveals nothing about takes that do not exist: 401 to visitors, 404 to members', async () => {
    for (const id of [clientId(), 'not-an-id!']) {
      expect((await audio(id, 'anonymous')).status).toBe(401)
      const res = await audio(id, 'stranger')
      expect([res.status, await res.json()]).toEqual([404, { message: 'This take does not exist.' }])
    }
  })
})

describe('a published take for visitors', () => {
  beforeAll(() => setPublished(true))
  afterAll(() => setPublished(false))

  it('answers ranges', async () => {
    const res = await audio(takes.chosen, 'anonymous', { range: 'bytes=10-19' })
    expect([res.status, res.headers.get('content-range'), res.headers.get('cache-control')]).toEqual([
      206,
      'bytes 10-19/2000',
      publicCache,
    ])
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes.subarray(10, 20)))).toBe(true)
    const outside = await audio(takes.chosen, 'anonymous', { range: 'bytes=9000-' })
    expect([outside.status, outside.headers.get('cache-control')]).toEqual([416, 'no-store'])
  })

  it('revalidates with the take id as ETag: 304 while readable, the refusal once unpublished', async () => {
    const first = await audio(takes.chosen, 'anonymous')
    const etag = first.headers.get('etag')
    await first.body?.cancel()
    expect(etag).toBe(`"${takes.chosen}"`)
    const again = await audio(takes.chosen, 'anonymous', { 'if-none-match': etag! })
    expect([again.status, again.headers.get('cache-control'), (await again.arrayBuffer()).byteLength]).toEqual([
      304,
      publicCache,
      0,
    ])
    expect((await audio(takes.chosen, 'owner', { 'if-none-match': `W/${etag}` })).status).toBe(304)

    await setPublished(false)
    expect((await audio(takes.chosen, 'anonymous', { 'if-none-match': etag! })).status).toBe(401)
    await setPublished(true)
  })

  it('answers 401 to an invalid token, so the app refreshes it', async () => {
    const res = await fetch(`${base}/api/takes/${takes.chosen}/audio`, {
      headers: { authorization: 'Bearer nonsense' },
    })
    expect(res.status).toBe(401)
  })
})
