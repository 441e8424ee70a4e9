// Runs only against PostgreSQL (vitest.config.ts includes this folder when DATABASE_URL is set).
// An idle pooled connection ended by the database server (restart, failover, administrator) must
// not crash the server: the pool drops it and the next request gets a fresh connection.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('PostgreSQL ending idle connections', () => {
  it('keeps answering after the database server terminates every idle connection', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const database = new URL(t.database.url ?? '').pathname.slice(1)
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    const { rows } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database])
    await admin.end()
    expect(rows.length).toBeGreaterThan(0)
    // Give the pool a moment to hear of it, as a real outage would.
    await new Promise((resolve) => setImmediate(resolve))
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
