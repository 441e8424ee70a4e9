// A crash never takes back an answer: the real server (`npm start`'s entry, as a child process) takes
// a stream of drafts, messages, activity batches and takes from several writers at once and is
// killed with SIGKILL in the middle of it, three times; after each restart on the same data folder
// (PGlite) or database (PostgreSQL, when DATABASE_URL is set), every write it had acknowledged is
// there, byte for byte. Writes cut off by the kill were never acknowledged and may or may not be
// there; the devices send those again. Prints the writes acknowledged and found after each kill.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '#tests/support/free-port'
import { startServer, type ServerProcess } from '#tests/support/server-process'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { audioBytes, uploadTake } from '../support/tus'

const rounds = 3
/** Each kind's writes acknowledged in a round before the kill. */
const acksBeforeKill = 12

const id = () => randomBytes(16).toString('base64url')

let dataDir: string
let postgres: TestDatabase | undefined
let port: number
let server: ServerProcess | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kill-'))
  if (process.env.DATABASE_URL) postgres = await createTestDatabase()
  port = await freePort()
})
afterAll(async () => {
  await server?.kill()
  await postgres?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const start = () =>
  startServer({
    port,
    dataDir,
    env: {
      DATABASE_URL: postgres?.url,
      RATE_LIMIT_CREATE_PER_MINUTE: '100000',
      RATE_LIMIT_ACTIVITIES_PER_MINUTE: '100000',
    },
  })

async function call<T>(
  base: string,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T }
}

interface Member {
  id: string
  token: string
}

async function register(base: string): Promise<Member> {
  const answer = await call<{ user: { id: string }; token: string }>(base, null, 'POST', '/api/users/create', {
    username: `k${id().slice(0, 10)}`,
    password: 'secret-password-1',
  })
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`register: ${answer.status}`)
  return { id: answer.json.user.id, token: answer.json.token }
}

/** What the server said it has: the tests look for exactly these after each restart. */
interface Acknowledged {
  drafts: Array<{ id: string; body: string }>
  messages: Array<{ clientId: string; body: string }>
  activityBatches: Array<Array<{ id: string }>>
  takes: Array<{ takeId: string; bytes: Uint8Array }>
}

function activityRecord(session: string) {
  return { id: id(), localTime: new Date().toISOString(), session, path: '/scripts', action: 'page-visit', context: {} }
}

/** Writers of every kind, each sending one write after another until `stop()`. */
function writeUntilStopped(
  base: string,
  members: Member[],
  studio: { sessionId: string; lineId: string },
  acknowledged: Acknowledged,
) {
  let stopped = false
  const counts = { drafts: 0, messages: 0, activities: 0, takes: 0 }
  const [owner, friend] = members as [Member, Member, ...Member[]]
  const session = randomBytes(5).toString('hex').slice(0, 10)
  const keepGoing = async (write: () => Promise<void>) => {
    while (!stopped) await write().catch(() => undefined)
  }
  const writers = [
    keepGoing(async () => {
      const draft = { id: id(), title: 'Kept', body: `Draft ${id()} ${'words '.repeat(50)}` }
      const answer = await call(base, owner.token, 'POST', '/api/drafts', draft)
      if (answer.status === 201) {
        acknowledged.drafts.push(draft)
        counts.drafts += 1
      }
    }),
    keepGoing(async () => {
      // Members may send 60 messages a minute: this writer pauses once it has its share of a round.
      if (counts.messages >= acksBeforeKill) return new Promise((resolve) => setTimeout(resolve, 20))
      const message = { clientId: id(), body: `Message ${id()}` }
      const answer = await call(base, friend.token, 'POST', `/api/conversations/${owner.id}/messages`, message)
      if (answer.status === 201) {
        acknowledged.messages.push(message)
        counts.messages += 1
      }
    }),
    keepGoing(async () => {
      const records = Array.from({ length: 20 }, () => activityRecord(session))
      const answer = await call<{ stored: number }>(base, owner.token, 'POST', '/api/activities/', { records })
      if (answer.status === 200 && answer.json.stored === records.length) {
        acknowledged.activityBatches.push(records)
        counts.activities += 1
      }
    }),
    keepGoing(async () => {
      const take = { takeId: id(), bytes: audioBytes('audio/webm', 40_000 + Math.floor(Math.random() * 20_000)) }
      const answer = await uploadTake(
        base,
        owner.token,
        {
          takeId: take.takeId,
          sessionId: studio.sessionId,
          lineId: studio.lineId,
          durationMs: 1500,
          mime: 'audio/webm',
        },
        take.bytes,
      )
      if (answer.status === 204) {
        acknowledged.takes.push(take)
        counts.takes += 1
      }
    }),
  ]
  return {
    counts,
    enough: () => Object.values(counts).every((count) => count >= acksBeforeKill),
    async stop() {
      stopped = true
      await Promise.all(writers)
    },
  }
}

/** Every acknowledged write, read back through the API after a restart; the number found. */
async function findAcknowledged(base: string, members: Member[], acknowledged: Acknowledged): Promise<number> {
  const [owner, friend] = members as [Member, Member, ...Member[]]
  let found = 0
  for (const draft of acknowledged.drafts) {
    const answer = await call<{ body: string }>(base, owner.token, 'GET', `/api/drafts/${draft.id}`)
    expect(answer.status, `draft ${draft.id}`).toBe(200)
    expect(answer.json.body).toBe(draft.body)
    found += 1
  }
  const received = new Map<string, string>()
  for (let cursor: string | null = ''; cursor !== null;) {
    const answer: { json: { items: Array<{ clientId: string; body: string }>; nextCursor: string | null } } =
      await call(
        base,
        owner.token,
        'GET',
        `/api/conversations/${friend.id}/messages?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
    for (const message of answer.json.items) received.set(message.clientId, message.body)
    cursor = answer.json.nextCursor
  }
  for (const message of acknowledged.messages) {
    expect(received.get(message.clientId), `message ${message.clientId}`).toBe(message.body)
    found += 1
  }
  for (const records of acknowledged.activityBatches) {
    // A resent record with its id is a duplicate when it was stored.
    const answer = await call<{ stored: number; duplicates: number }>(base, owner.token, 'POST', '/api/activities/', {
      records,
    })
    expect(answer.json, 'activity batch').toMatchObject({ stored: 0, duplicates: records.length })
    found += 1
  }
  for (const take of acknowledged.takes) {
    const response = await fetch(`${base}/api/takes/${take.takeId}/audio`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(response.status, `take ${take.takeId}`).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(take.bytes)), `take ${take.takeId} bytes`).toBe(
      true,
    )
    found += 1
  }
  return found
}

it(`keeps every acknowledged write through ${rounds} kills (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  server = await start()
  const members = [await register(server.url), await register(server.url)]
  const [owner, friend] = members as [Member, Member]
  await call(server.url, owner.token, 'POST', '/api/friendships/', { userId: friend.id })
  await call(server.url, friend.token, 'POST', `/api/friendships/${owner.id}/accept`)
  const script = {
    id: id(),
    title: 'Crash scene',
    roles: [{ id: id(), name: 'ANNA', description: '' }],
    lines: [] as object[],
  }
  script.lines.push({ id: id(), roleId: script.roles[0]?.id, kind: 'dialogue', text: 'Still here.' })
  expect((await call(server.url, owner.token, 'POST', '/api/scripts', script)).status).toBe(201)
  const sessionId = (await call<{ id: string }>(server.url, owner.token, 'GET', `/api/scripts/${script.id}/session`))
    .json.id
  const studio = { sessionId, lineId: (script.lines[0] as { id: string }).id }

  const acknowledged: Acknowledged = { drafts: [], messages: [], activityBatches: [], takes: [] }
  for (let round = 1; round <= rounds; round += 1) {
    const writing = writeUntilStopped(server.url, members, studio, acknowledged)
    const deadline = Date.now() + 60_000
    while (!writing.enough() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    await server.kill()
    await writing.stop()
    server = await start()
    const total =
      acknowledged.drafts.length +
      acknowledged.messages.length +
      acknowledged.activityBatches.length +
      acknowledged.takes.length
    const found = await findAcknowledged(server.url, members, acknowledged)
    console.log(
      `Kill ${round}: ${total} writes acknowledged so far (${acknowledged.drafts.length} drafts, ${acknowledged.messages.length} messages, ` +
        `${acknowledged.activityBatches.length} activity batches of 20, ${acknowledged.takes.length} takes), ${found} found after the restart`,
    )
    expect(found).toBe(total)
  }
  await server.stop()
  server = undefined
}, 300_000)
