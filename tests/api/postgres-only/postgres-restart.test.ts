// Runs only against PostgreSQL. The database server restarts (an upgrade, a failover) while the
// real server (`npm start`'s entry) is under a steady load of reads and writes: while it is down,
// requests that need it are answered 503 with Retry-After (never 500, never a dropped connection),
// and once it accepts connections again the server recovers by itself: no request sent after that
// is answered with a 5xx.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '#tests/support/free-port'
import { startServer, type ServerProcess } from '#tests/support/server-process'
import { restartPostgres } from '../support/postgres-server'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

let dataDir: string
let database: TestDatabase
let server: ServerProcess

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pg-restart-'))
  database = await createTestDatabase()
  server = await startServer({
    port: await freePort(),
    dataDir,
    env: { DATABASE_URL: database.url, RATE_LIMIT_CREATE_PER_MINUTE: '100000' },
  })
})
afterAll(async () => {
  await server.kill()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

interface Answer {
  sentAt: number
  status: number
  what: string
}

it('recovers by itself after PostgreSQL restarts under load: no 5xx once it is back', async () => {
  const registered = await fetch(`${server.url}/api/users/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `r${randomBytes(4).toString('hex')}`, password: 'secret-password-1' }),
  })
  const { token } = (await registered.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const answers: Answer[] = []
  let stopped = false
  const send = async (what: string, request: () => Promise<Response>) => {
    while (!stopped) {
      const sentAt = performance.now()
      const status = await request().then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      )
      answers.push({ sentAt, status, what })
    }
  }
  const load = [
    send('health', () => fetch(`${server.url}/api/health`)),
    send('draft list', () => fetch(`${server.url}/api/drafts`, { headers })),
    send('draft create', () =>
      fetch(`${server.url}/api/drafts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: randomBytes(16).toString('base64url'), title: 'Under load', body: 'words' }),
      }),
    ),
    send('notification poll', () => fetch(`${server.url}/api/notifications/new`, { headers })),
  ]
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const restartStarted = performance.now()
  await restartPostgres()
  const back = performance.now()
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  stopped = true
  await Promise.all(load)

  const before = answers.filter((answer) => answer.sentAt < restartStarted)
  const during = answers.filter((answer) => answer.sentAt >= restartStarted && answer.sentAt < back)
  const after = answers.filter((answer) => answer.sentAt >= back)
  const failed = (list: Answer[]) => list.filter((answer) => answer.status >= 500 || answer.status === 0)
  console.log(
    `PostgreSQL restart under load: ${before.length} requests before (${failed(before).length} failed), ${during.length} while it restarted ` +
      `(${failed(during).length} failed), ${after.length} after it was back (${failed(after).length} failed)`,
  )
  expect(failed(before)).toEqual([])
  expect(during.filter((answer) => answer.status !== 503 && failed([answer]).length > 0)).toEqual([])
  expect(after.length).toBeGreaterThan(20)
  expect(failed(after)).toEqual([])
}, 120_000)
