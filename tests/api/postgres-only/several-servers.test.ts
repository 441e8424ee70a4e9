// PostgreSQL only: several server processes on one database behave as one (issue 17). Two apps,
// each with its own connection pool and its own memory, as two `npm start` processes have: a
// sign-in on one refreshes on the other, failed sign-ins and route limits are counted once for
// both, a notification written through one is counted by the other's poll, generated keys are the
// same for every process, and processes starting together migrate once.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveSigningKey } from '#server/certificates/signing-key'
import type { DatabaseHandle } from '#server/db/database'
import { openDatabase } from '#server/db/open'
import { resolveJwtSecret } from '#server/jwt-secret'
import { bearer, makeUser, signIn, uniqueName } from '../support/factories'
import { eventually } from '../support/eventually'
import { buildTestApp, startTestApp, type TestApp } from '../support/test-app'

const limits = { failedSignInsPerMinute: 3, createPerMinute: 4 }
let t: TestApp
let second: DatabaseHandle
let a: FastifyInstance
let b: FastifyInstance

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return
  t = await startTestApp({ rateLimits: limits, contentDir: null })
  second = await openDatabase({ url: t.database.url })
  a = t.app
  b = await buildTestApp(second.db, t.clock, { listen: second.listen, rateLimits: limits, contentDir: null })
})
afterAll(async () => {
  await b?.close()
  await second?.close()
  await t?.close()
})

describe('two servers on one PostgreSQL', () => {
  it('a sign-in on one is refreshed and used on the other', async () => {
    const member = await makeUser(t.db)
    const signedIn = await signIn(a, member)
    const refreshed = await b.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      cookies: { refresh_token: signedIn.refreshCookie },
    })
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    // The cookie is renewed only once it is old enough (rotation); until then the same one refreshes.
    const cookie = refreshed.cookies.find((c) => c.name === 'refresh_token')?.value ?? signedIn.refreshCookie
    const again = await a.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      cookies: { refresh_token: cookie },
    })
    expect(again.statusCode, again.body).toBe(200)
    const friends = await b.inject({
      method: 'GET',
      url: '/api/friendships/',
      headers: bearer(again.json<{ token: string }>().token),
    })
    expect(friends.statusCode).toBe(200)
  })

  it('counts failed sign-ins once for both', async () => {
    const member = await makeUser(t.db)
    const attempt = (server: FastifyInstance) =>
      server.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: member.username, password: 'wrong-one' },
      })
    expect([(await attempt(a)).statusCode, (await attempt(b)).statusCode, (await attempt(a)).statusCode]).toEqual([
      401, 401, 401,
    ])
    const tripped = await attempt(b)
    expect(tripped.statusCode).toBe(429)
    expect(tripped.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/)
    expect((await attempt(a)).statusCode).toBe(429)
  })

  it('holds a route’s limit across both', async () => {
    const register = (server: FastifyInstance) =>
      server.inject({
        method: 'POST',
        url: '/api/users/create',
        payload: { username: uniqueName(), password: 'abcdef' },
      })
    const answers = [
      await register(a),
      await register(b),
      await register(a),
      await register(b),
      await register(a),
      await register(b),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 429, 429])
  })

  it('a notification written through one is counted by a poll on the other', async () => {
    const [ann, bob] = [await makeUser(t.db), await makeUser(t.db)]
    const annToken = (await signIn(a, ann)).token
    const bobToken = (await signIn(b, bob)).token
    const count = async () => {
      const res = await b.inject({
        method: 'GET',
        url: '/api/notifications/new?after=1970-01-01T00:00:00.000Z',
        headers: bearer(bobToken),
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ count: number }>().count
    }
    // Bob's count is in B's memory before Ann writes through A.
    expect(await count()).toBe(0)
    const asked = await a.inject({
      method: 'POST',
      url: '/api/friendships/',
      headers: bearer(annToken),
      payload: { userId: bob.id },
    })
    expect(asked.statusCode, asked.body).toBeLessThan(300)
    expect(await eventually(count, (n) => n === 1)).toBe(1)
  })
})

describe('keys the processes generate', () => {
  it('are the same for every process, whichever asks first, and an existing file’s secret becomes the shared one', async () => {
    const dirs = await Promise.all([1, 2, 3].map(() => mkdtemp(path.join(tmpdir(), 'shared-secret-'))))
    try {
      await t.db.execute(sql`delete from server_secrets where name in ('jwt', 'certificate-key')`)
      await writeFile(path.join(dirs[0]!, 'jwt-secret'), `${'x'.repeat(40)}\n`)
      const [fromFile] = await Promise.all([resolveJwtSecret(undefined, dirs[0]!, t.db)])
      const others = await Promise.all([
        resolveJwtSecret(undefined, dirs[1]!, second.db),
        resolveJwtSecret(undefined, dirs[2]!, t.db),
      ])
      expect([fromFile, ...others]).toEqual(['x'.repeat(40), 'x'.repeat(40), 'x'.repeat(40)])

      const keys = await Promise.all(
        dirs.map((dir, index) => resolveSigningKey(undefined, dir, index % 2 ? second.db : t.db)),
      )
      expect(new Set(keys.map((key) => key.keyId)).size).toBe(1)
      // On PostgreSQL nothing is written to the data folders.
      await expect(readFile(path.join(dirs[1]!, 'certificate-key.pem'))).rejects.toThrow()
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
    }
  })
})

describe('processes starting together', () => {
  it('migrate a new database once', async () => {
    const serverUrl = process.env.DATABASE_URL!
    const name = `migrate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: url.toString() })))
    try {
      await Promise.all(handles.map((handle) => handle.migrate()))
      const journal = JSON.parse(await readFile(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
        entries: unknown[]
      }
      const applied = await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(journal.entries.length)
    } finally {
      await Promise.all(handles.map((handle) => handle.close()))
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  })
})
