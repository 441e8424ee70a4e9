// One Drizzle database type for both drivers: PGlite (embedded, the default) and node-postgres.
// Queries are written against the shared PgDatabase surface, so features never know which one runs.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies the SQL migrations in `drizzle/` that have not run yet. */
  migrate(): Promise<void>
  /** PostgreSQL's LISTEN on `channel` (a plain identifier); see ChannelListener. */
  listen(channel: string, listener: ChannelListener): Promise<{ close(): Promise<void> }>
  /** PGlite only: its data folder as a gzipped tarball, taken between transactions (for backups). */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

/** What a LISTEN hears. On PostgreSQL it runs on a connection of its own, which may drop: between
 *  `onInterrupted` and `onResumed` (after a reconnection) messages may have been missed. PGlite's
 *  never drops. */
export interface ChannelListener {
  onMessage(payload: string): void
  onInterrupted(): void
  onResumed(): void
}
