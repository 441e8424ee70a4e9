// What IndexedDB gives back is input from outside: written by an earlier version of the app, by a
// newer one in another tab, or damaged. Every store reads its records through `readStored`: the
// current schema first, then the store's migration of older shapes (`record-migrations.ts`). A
// record neither reads is left where it is, never deleted, since it may hold a member's words or
// voice that a later version can read; it is reported once (console) instead of passing silently.
import type { z } from 'zod/mini'

type Schema<T> = z.ZodMiniType<T, unknown>

const reported = new Set<string>()

/** Tells (once per record) that a stored record could not be read and was left as it is (or, for
 *  the app's own activity records, which hold no member's work, removed: `fate`). */
export function reportUnreadable(
  store: string,
  key: unknown,
  raw: unknown,
  issue?: string,
  fate = 'is kept as it is',
): void {
  const id = `${store}/${JSON.stringify(key) ?? String(key)}`
  if (reported.has(id)) return
  reported.add(id)
  console.warn(
    `IndexedDB: a record of “${store}” (key ${id.slice(store.length + 1)}) could not be read and ${fate}.`,
    issue ?? '',
    raw,
  )
}

/** The record in the current shape: as it is, or migrated from an older one; undefined when neither
 *  reads (the caller leaves it in place and reports it). */
export function readStored<T>(
  schema: Schema<T>,
  raw: unknown,
  migrate?: (raw: Record<string, unknown>) => unknown,
): T | undefined {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  if (!migrate || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const migrated = schema.safeParse(migrate(raw as Record<string, unknown>))
  return migrated.success ? migrated.data : undefined
}

/** `readStored`, reporting a record that does not read under `store` and `key`. */
export function readOrReport<T>(
  store: string,
  key: unknown,
  schema: Schema<T>,
  raw: unknown,
  migrate?: (raw: Record<string, unknown>) => unknown,
): T | undefined {
  const record = readStored(schema, raw, migrate)
  if (record === undefined && raw !== undefined)
    reportUnreadable(store, key, raw, schema.safeParse(raw).error?.issues[0]?.message)
  return record
}
