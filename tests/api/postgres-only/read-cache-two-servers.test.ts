// PostgreSQL only: two servers on one database, each with its own read cache (decision 101). A
// change acknowledged by one is never followed by a stale read from the other: 1,000 changes, each
// through a server picked at random, each raced by reads on both servers (which fill their caches
// with the version before), each then read through a server picked at random. The second server
// listens through a relay that delays what the database sends by 2 ms, so it hears every change
// after the first server has acknowledged it: only waiting until it has heard (the settle round
// trip) keeps it from answering from memory meanwhile (without it, 160 of 1,000 reads were stale). And a server whose LISTEN
// connection drops answers from the table until it hears again.
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Script } from '#contract/scripts'
import { rowChangesChannel } from '#server/read-cache/row-changes'
import { bearer, makeScript, makeSignedInUser, scriptContentFixture } from '../support/factories'
import { startSecondServer, type SecondServer } from '../support/second-server'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let second: SecondServer
let a: FastifyInstance
let b: FastifyInstance

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return
  t = await startTestApp({ contentDir: null })
  second = await startSecondServer(t)
  a = t.app
  b = second.app
})
afterAll(async () => {
  await second?.close()
  await t?.close()
})

const pick = () => (Math.random() < 0.5 ? a : b)

async function titleOn(server: FastifyInstance, scriptId: string, token: string | null): Promise<string> {
  const res = await server.inject({
    method: 'GET',
    url: `/api/scripts/${scriptId}`,
    headers: token ? bearer(token) : {},
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Script>().title
}

async function save(server: FastifyInstance, token: string, scriptId: string, title: string, version: number) {
  const res = await server.inject({
    method: 'PUT',
    url: `/api/scripts/${scriptId}`,
    headers: bearer(token),
    payload: { ...scriptContentFixture({ title, visibility: 'public' }), baseVersion: version },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Script>().version
}

describe('two servers, each with a read cache', () => {
  it('never answers a read older than a change the other acknowledged, over 1,000 random interleavings', async () => {
    const owner = await makeSignedInUser(a, t.db)
    const script = await makeScript(a, owner.token, { title: 'Take 0', visibility: 'public' })
    let version = script.version
    let stale = 0
    for (let change = 1; change <= 1000; change++) {
      const title = `Take ${change}`
      const racing = Array.from({ length: 3 }, () =>
        titleOn(pick(), script.id, Math.random() < 0.5 ? owner.token : null),
      )
      version = await save(pick(), owner.token, script.id, title, version)
      await Promise.all(racing)
      const seen = await titleOn(pick(), script.id, Math.random() < 0.5 ? owner.token : null)
      if (seen !== title) stale++
    }
    expect(stale).toBe(0)
  }, 240_000)

  it('answers from the table while its LISTEN connection is down, and from memory once it is back', async () => {
    const owner = await makeSignedInUser(a, t.db)
    const script = await makeScript(a, owner.token, { title: 'Before', visibility: 'public' })
    expect(await titleOn(b, script.id, null)).toBe('Before')
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`listen ${rowChangesChannel}`}`,
    )
    // The change is made while no LISTEN connection hears it; every read after it still sees it.
    const version = await save(a, owner.token, script.id, 'During', script.version)
    expect(await titleOn(b, script.id, null)).toBe('During')
    expect(await titleOn(a, script.id, null)).toBe('During')
    await save(a, owner.token, script.id, 'After', version)
    expect(await titleOn(b, script.id, null)).toBe('After')

    // Back (the listener reconnects by itself): kept reads are answered without a query again.
    const queriesOfB = async () => {
      await titleOn(b, script.id, null)
      const before = second.database!.queryCount()
      await titleOn(b, script.id, null)
      return second.database!.queryCount() - before
    }
    const deadline = Date.now() + 20_000
    while ((await queriesOfB()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await queriesOfB()).toBe(0)
  }, 60_000)
})
