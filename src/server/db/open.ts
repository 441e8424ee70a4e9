import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { DatabaseHandle } from './database'
import { listenOnPostgres } from './postgres-listener'
import { openResilientPool } from './resilient-pool'
import * as schema from './schema'

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))

/** The advisory lock migrations run under on PostgreSQL (any fixed 64-bit number of our own). */
export const migrationLockKey = 7_142_601_903

export interface DatabaseLocation {
  /** PostgreSQL connection URL; wins over `pgliteDir`. */
  url?: string | undefined
  /** Folder of the PGlite files; created when missing. Neither set: PGlite in memory (tests). */
  pgliteDir?: string | undefined
  /** PGlite in memory only: starts from this dump (`dumpDataDir`) instead of an empty database. */
  pgliteFrom?: Blob | undefined
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.url) return openPostgres(location.url)
  return openPglite(location.pgliteDir, location.pgliteFrom)
}

async function openPglite(dir: string | undefined, from: Blob | undefined): Promise<DatabaseHandle> {
  // PGlite does not create parent folders itself.
  if (dir) await mkdir(dir, { recursive: true })
  const client = dir ? new PGlite(dir) : new PGlite({ loadDataDir: from })
  await client.waitReady
  const counter = queryCounter()
  const db = drizzlePglite({ client, schema, logger: counter })
  return {
    db,
    kind: 'pglite',
    queryCount: () => counter.count,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, listener) {
      // One process holds the whole database: its notifications never drop.
      const unlisten = await client.listen(channel, (payload) => listener.onMessage(payload))
      // Closing the database first ends the listening too.
      return { close: () => unlisten().catch(() => undefined) }
    },
    // No transaction is open during the dump: it waits for the running one, and new ones wait for it.
    dumpDataDir: () => client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = openResilientPool({ connectionString: url, max: 10 })
  // An idle connection that the server ends (a restart, a failover, an administrator) is dropped
  // from the pool and replaced on demand; without a listener it would crash the whole process.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`))
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  const counter = queryCounter()
  const db = drizzlePostgres({ client: pool, schema, logger: counter })
  return {
    db,
    kind: 'postgres',
    queryCount: () => counter.count,
    async migrate() {
      // Processes starting together take turns: the first applies what is missing, the others then
      // find nothing to do. The lock is a session lock on one pooled connection, held while the
      // migrator works on others, and released (or dropped with the connection) after.
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [migrationLockKey])
        try {
          await migratePostgres(db, { migrationsFolder })
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [migrationLockKey])
        }
      } finally {
        lock.release()
      }
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
    close: () => pool.end(),
  }
}

/** Drizzle's logger, used only to count the queries sent (what the read cache spares is measured by it). */
function queryCounter() {
  return {
    count: 0,
    logQuery() {
      this.count++
    },
  }
}
