// How a change to members' notifications reaches every poll cache (poll-cache.ts): at once to the
// caches of this process, through a process-wide signal (before the writer's transaction commits, so
// they only forget; a poll before the commit can still cache the old count), and to every process on
// the same database, this one too, by pg_notify in the writer's transaction, which PostgreSQL
// delivers on commit (correcting any such stale count) and drops on rollback.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export const notificationChannel = 'notifications_changed'

export interface NotificationChange {
  userId: string
  /** New or refreshed unread notifications as [id, createdAt in ms]. Absent: something else changed
   *  (some were read), and a cache forgets the member until their next poll. */
  unread?: ReadonlyArray<readonly [string, number]>
}

type LocalListener = (userIds: readonly string[]) => void

const localListeners = new Set<LocalListener>()

/** Every announcement made in this process, as the members it touches; returns the unsubscribe. */
export function onLocalChange(listener: LocalListener): () => void {
  localListeners.add(listener)
  return () => localListeners.delete(listener)
}

/** A notification's payload is at most 8000 bytes: about 60 bytes an entry, 50 entries a message. */
const entriesPerMessage = 50

export async function announceChanges(db: Database, changes: readonly NotificationChange[]): Promise<void> {
  if (changes.length === 0) return
  const userIds = [...new Set(changes.map((change) => change.userId))]
  for (const listener of localListeners) listener(userIds)
  await notifyEveryProcess(db, changes)
}

/** The database's half of an announcement: what the other processes hear, on commit. */
export async function notifyEveryProcess(db: Database, changes: readonly NotificationChange[]): Promise<void> {
  const messages = changes.flatMap(encodeChange)
  // One statement, whatever the number of messages.
  await db.execute(
    sql`select pg_notify(${notificationChannel}, message) from json_array_elements_text(${JSON.stringify(messages)}::json) as message`,
  )
}

function encodeChange(change: NotificationChange): string[] {
  if (!change.unread) return [JSON.stringify({ u: change.userId })]
  const messages: string[] = []
  for (let start = 0; start < change.unread.length; start += entriesPerMessage) {
    messages.push(JSON.stringify({ u: change.userId, n: change.unread.slice(start, start + entriesPerMessage) }))
  }
  return messages
}

/** A message heard on the channel; null for one this version did not write. */
export function decodeChange(message: string): NotificationChange | null {
  let value: unknown
  try {
    value = JSON.parse(message)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { u, n } = value as { u?: unknown; n?: unknown }
  if (typeof u !== 'string') return null
  if (n === undefined) return { userId: u }
  if (!Array.isArray(n)) return null
  const unread = n.filter(
    (entry): entry is [string, number] =>
      Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
  )
  return { userId: u, unread }
}
