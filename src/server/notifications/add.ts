// The one door every feature uses to tell a member something: pass the transaction that makes the
// change, so the notification exists exactly when the change does, and the poll caches hear of it
// when that transaction commits (announce.ts).
import type { NotificationKind } from '#contract/notifications'
import type { Database } from '../db/database'
import { notifications } from '../db/schema'
import { announceChanges } from './announce'

export interface NewNotification {
  userId: string
  kind: NotificationKind
  actorId?: string | null
  subjectId?: string | null
  payload?: Record<string, string | number>
}

export async function addNotifications(db: Database, list: readonly NewNotification[], now: Date): Promise<void> {
  if (list.length === 0) return
  const rows = await db
    .insert(notifications)
    .values(list.map((item) => ({ ...item, payload: item.payload ?? {}, createdAt: now })))
    .returning({ id: notifications.id, userId: notifications.userId, createdAt: notifications.createdAt })
  await announceChanges(
    db,
    rows.map((row) => ({ userId: row.userId, unread: [[row.id, row.createdAt.getTime()] as const] })),
  )
}
