// A fresh, migrated database for one test file: PGlite in memory by default (loaded from a migrated
// template, support/migrated-template.ts); with DATABASE_URL set, a new PostgreSQL database created
// from that server and dropped afterwards.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { DatabaseHandle } from '#server/db/database'
import { openDatabase } from '#server/db/open'
import { migratedTemplate } from './migrated-template'

export interface TestDatabase {
  handle: DatabaseHandle
  /** The PostgreSQL URL of this file's database, when running against PostgreSQL. */
  url: string | undefined
  drop(): Promise<void>
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteFrom: await migratedTemplate() })
    // The template is named by its migrations, so this finds none to run; kept as `npm start` runs it.
    await handle.migrate()
    return { handle, url: undefined, drop: () => handle.close() }
  }
  const name = `test_${randomBytes(8).toString('hex')}`
  await onServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString() })
  await handle.migrate()
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close()
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}
