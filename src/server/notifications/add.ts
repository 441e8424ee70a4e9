// The one door every feature uses to tell a member something: pass the transaction that makes the
// change, so the notification exists exactly when the change does.
import type { NotificationKind } from '../../contract/notifications'
import type { Database } from '../db/database'
import { notifications } from '../db/schema'

export interface NewNotification {
  userId: string
  kind: NotificationKind
  actorId?: string | null
  subjectId?: string | null
  payload?: Record<string, string | number>
}

export async function addNotifications(db: Database, list: readonly NewNotification[], now: Date): Promise<void> {
  if (list.length === 0) return
  await db.insert(notifications).values(list.map((item) => ({ ...item, payload: item.payload ?? {}, createdAt: now })))
}
