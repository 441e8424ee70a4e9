// A second server on a test app's database, with a read cache of its own (decision 101). On
// PostgreSQL: its own pool, and a LISTEN through a relay that delays what the database sends by
// `delayMs`, so it hears every change after the first server has acknowledged it. On PGlite, the
// embedded database one process owns: a second app over the same database, with a LISTEN of its own.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseHandle } from '#server/db/database'
import { openDatabase } from '#server/db/open'
import { listenOnPostgres } from '#server/db/postgres-listener'
import { startDelayingRelay } from './delaying-relay'
import { buildTestApp, startTestApp, type TestApp } from './test-app'

export interface SecondServer {
  app: FastifyInstance
  /** Its own database connection, on PostgreSQL; null on PGlite (it shares the first's). */
  database: DatabaseHandle | null
  close(): Promise<void>
}

export async function startSecondServer(t: TestApp, delayMs = 2): Promise<SecondServer> {
  if (!t.database.url) {
    const app = await buildTestApp(t.db, t.clock, { contentDir: null })
    return { app, database: null, close: () => app.close() }
  }
  const relay = await startDelayingRelay(t.database.url, delayMs)
  const database = await openDatabase({ url: t.database.url })
  const app = await buildTestApp(database.db, t.clock, {
    listen: (channel, listener) => listenOnPostgres(relay.url, channel, listener),
    contentDir: null,
  })
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
      await relay.close()
    },
  }
}

export interface TwoServers {
  /** The first server's test app (its database and clock). */
  readonly t: TestApp
  readonly second: SecondServer
  readonly a: FastifyInstance
  readonly b: FastifyInstance
  /** One of the two, at random. */
  pick(): FastifyInstance
}

/** A test app and a second server on its database, started before the file's tests and closed after
 *  them; read inside the tests. */
export function twoServersForSuite(): TwoServers {
  let t: TestApp | undefined
  let second: SecondServer | undefined
  beforeAll(async () => {
    t = await startTestApp({ contentDir: null })
    second = await startSecondServer(t)
  })
  afterAll(async () => {
    await second?.close()
    await t?.close()
  })
  const started = () => {
    if (!t || !second) throw new Error('The two servers are started in beforeAll')
    return { t, second }
  }
  return {
    get t() {
      return started().t
    },
    get second() {
      return started().second
    },
    get a() {
      return started().t.app
    },
    get b() {
      return started().second.app
    },
    pick: () => (Math.random() < 0.5 ? started().t.app : started().second.app),
  }
}
