// Page cursors are opaque to the app: base64url JSON of the sort key of the last item sent
// (e.g. [updatedAt, id]). The next page starts strictly after that key, so rows added or
// changed meanwhile never make a page repeat an item.
import type { Page } from '../../contract/pagination'
import { HttpError } from './errors'

export const badCursorMessage = 'This page cursor is not valid; load the list again from the start.'

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url')
}

/** The sort key in `cursor`, which must have `size` text parts; 400 when it was not made by us. */
export function decodeCursor(cursor: string, size: number): string[] {
  let key: unknown
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new HttpError(400, badCursorMessage)
  }
  // A NUL cannot be stored in PostgreSQL text: comparing with one is an error, not an empty page.
  if (!Array.isArray(key) || key.length !== size || !key.every((part) => typeof part === 'string' && !part.includes('\u0000'))) {
    throw new HttpError(400, badCursorMessage)
  }
  return key as string[]
}

/** A timestamp part of a cursor, checked. */
export function cursorTime(value: string): string {
  const time = new Date(value)
  if (Number.isNaN(time.getTime()) || time.toISOString() !== value) throw new HttpError(400, badCursorMessage)
  return value
}

/** Turns `limit + 1` fetched rows into a page: the extra row only says there is more. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => readonly string[],
): Page<Item> {
  const more = rows.length > limit
  const shown = more ? rows.slice(0, limit) : rows
  const last = shown[shown.length - 1]
  return { items: shown.map(toItem), nextCursor: more && last ? encodeCursor(keyOf(last)) : null }
}
