// Runs only against PostgreSQL (vitest.config.ts includes this folder when DATABASE_URL is set).
// PostgreSQL ends pooled connections behind the pool's back (a restart, a failover, an
// administrator). The pool hears of it only when each connection's last message arrives, so the
// next requests meet dead connections. Members must never see that: every request is answered as
// if nothing had happened, reads and writes alike, however soon it comes after the ending.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caller } from '../support/inject'
import { clientId, makeSignedInUser } from '../support/factories'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { createPerMinute: 100_000 } })
  token = (await makeSignedInUser(t.app, t.db)).token
})
afterAll(() => t.close())

let admin: pg.Client
beforeAll(async () => {
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
})
afterAll(() => admin.end())

/** Ends every connection of this file's database; returns as soon as PostgreSQL has signalled them,
 *  before they have gone, as in a real outage. */
async function endEveryConnection(): Promise<number> {
  const database = new URL(t.database.url ?? '').pathname.slice(1)
  const { rows } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
    database,
  ])
  return rows.length
}

/** A member's mix: the health check, a list read, and a write that is idempotent by its client id. */
function memberRequest(index: number) {
  const call = caller(t.app)
  if (index % 3 === 0) return t.app.inject({ method: 'GET', url: '/api/health' })
  if (index % 3 === 1) return call('GET', '/api/drafts', token)
  return call('POST', '/api/drafts', token, { id: clientId(), title: `Draft ${index}`, body: 'words' })
}

describe('PostgreSQL ending idle connections', () => {
  it('answers the next 100 requests with no 5xx, round after round, right after every connection is ended', async () => {
    const rounds = 10
    let ended = 0
    for (let round = 0; round < rounds; round += 1) {
      // Fill the pool with idle connections, then end them all without giving the pool a moment.
      await Promise.all(Array.from({ length: 12 }, (_, index) => memberRequest(index)))
      ended += await endEveryConnection()
      const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => memberRequest(index)))
      const failed = answers
        .filter((answer) => answer.statusCode >= 500)
        .map((answer) => `${answer.statusCode} ${answer.body}`)
      expect(failed, `round ${round + 1}`).toEqual([])
    }
    expect(ended).toBeGreaterThan(rounds)
    const drafts = await caller(t.app)('GET', '/api/drafts', token)
    expect(drafts.statusCode).toBe(200)
    // 3-4 s alone; what is tested is that no request fails, not how fast: a machine busy with other
    // suites took over 30 s once (1 run of 5 beside Playwright), so the limit leaves room for that.
  }, 120_000)
})
