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
  close(): Promise<void>
}
