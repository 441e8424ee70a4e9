// One Drizzle database type for both drivers: PGlite (embedded, the default) and node-postgres.
// Queries are written against the shared PgDatabase surface, so features never know which one runs.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** How many queries the app has sent through `db` since it opened. */
  queryCount(): number
  /** Applies the SQL migrations in `drizzle/` that have not run yet. */
  migrate(): Promise<void>
  /** PostgreSQL's LISTEN on `channel` (a plain identifier); see ChannelListener. */
  listen(channel: string, listener: ChannelListener): Promise<Listening>
  /** PGlite only: its data folder as a gzipped tarball, taken between transactions (for backups). */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

export interface Listening {
  close(): Promise<void>
  /** Resolves once every notification committed before the call has been heard (PostgreSQL, whose
   *  listening connection hears them later); rejects while not listening. Absent: heard on commit. */
  settle?: () => Promise<void>
}

/** What a LISTEN hears. On PostgreSQL it runs on a connection of its own, which may drop: between
 *  `onInterrupted` and `onResumed` (after a reconnection) messages may have been missed. PGlite's
 *  never drops. */
export interface ChannelListener {
  onMessage(payload: string): void
  onInterrupted(): void
  onResumed(): void
}
