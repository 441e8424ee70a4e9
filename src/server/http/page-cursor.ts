// Keyset pages, the one way lists are paged. A list is ordered by a sort column and the id that
// breaks its ties (`keyset`); a page starts strictly after the key of the last item sent, so rows
// added or changed meanwhile never make a page repeat an item. The cursor is that key as base64url
// JSON (e.g. [updatedAt, id]), opaque to the app.
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Page } from '#contract/pagination'
import { HttpError } from './errors'

export const badCursorMessage = 'This page cursor is not valid; load the list again from the start.'

export interface Keyset {
  /** Rows strictly after the cursor's key (undefined without a cursor); 400 for a cursor we did not make. */
  after(cursor: string | undefined): SQL | undefined
  /** The ORDER BY of the key. */
  orderBy: [SQL, SQL]
}

/** The order of a list: `sort` (a timestamp or a text), ties broken by `id`, both one way. */
export function keyset(sort: AnyColumn, id: AnyColumn, direction: 'asc' | 'desc'): Keyset {
  const isTime = sort.dataType === 'date'
  return {
    after(cursor) {
      if (cursor === undefined) return undefined
      const [first = '', last = ''] = decodeCursor(cursor, 2)
      // A row comparison, which the (…, sort, id) indexes answer directly.
      const key = isTime ? sql`(${cursorTime(first)}::timestamptz, ${last})` : sql`(${first}, ${last})`
      return direction === 'desc' ? sql`(${sort}, ${id}) < ${key}` : sql`(${sort}, ${id}) > ${key}`
    },
    orderBy: direction === 'desc' ? [desc(sort), desc(id)] : [asc(sort), asc(id)],
  }
}

/** Turns `limit + 1` fetched rows into a page: the extra row only says there is more. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => readonly [Date | string, string],
): Page<Item> {
  const more = rows.length > limit
  const shown = more ? rows.slice(0, limit) : rows
  const last = shown[shown.length - 1]
  return { items: shown.map(toItem), nextCursor: more && last ? encodeCursor(keyOf(last)) : null }
}

function encodeCursor(key: readonly [Date | string, string]): string {
  const parts = key.map((part) => (part instanceof Date ? part.toISOString() : part))
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url')
}

/** The sort key in `cursor`, which must have `size` text parts. */
function decodeCursor(cursor: string, size: number): string[] {
  let key: unknown
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new HttpError(400, badCursorMessage)
  }
  // A NUL cannot be stored in PostgreSQL text: comparing with one is an error, not an empty page.
  if (
    !Array.isArray(key) ||
    key.length !== size ||
    !key.every((part) => typeof part === 'string' && !part.includes('\u0000'))
  ) {
    throw new HttpError(400, badCursorMessage)
  }
  return key as string[]
}

/** Whether a cursor's time part is what toISOString made of a time PostgreSQL can hold: years
 *  0000, negative or past 9999 also round-trip through Date, and PostgreSQL refuses them (a 500). */
export function isCursorTime(value: string): boolean {
  const time = new Date(value)
  return (
    value.length === 24 && !Number.isNaN(time.getTime()) && time.toISOString() === value && time.getUTCFullYear() >= 1
  )
}

/** A timestamp part of a cursor, checked. */
function cursorTime(value: string): string {
  if (!isCursorTime(value)) throw new HttpError(400, badCursorMessage)
  return value
}
