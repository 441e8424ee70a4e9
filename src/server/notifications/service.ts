// A member's notifications: their own only (another's is a 404, like a missing one), newest first,
// each with its actor as the member sees them; reading one or all. Every read is announced, so the
// poll caches read the member's unread list again.
import { and, eq, isNull } from 'drizzle-orm'
import { notificationsMessages, type Notification } from '#contract/notifications'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { notifications, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { keyset, toPage } from '../http/page-cursor'
import { visibleUser, visibleUserColumns } from '../profiles/view'
import { seesProtectedSql } from '../profiles/viewer'
import { announceChanges } from './announce'

const newestFirst = keyset(notifications.createdAt, notifications.id, 'desc')

export async function listNotifications(
  db: Database,
  input: { userId: string; limit: number; cursor: string | undefined },
): Promise<Page<Notification>> {
  const rows = await db
    .select({
      notification: notifications,
      actor: visibleUserColumns,
      insider: seesProtectedSql(input.userId, users.id),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.userId, input.userId), newestFirst.after(input.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(input.limit + 1)
  return toPage(
    rows,
    input.limit,
    ({ notification, actor, insider }) => ({
      id: notification.id,
      kind: notification.kind,
      actor: actor ? visibleUser(actor, insider === true) : null,
      subjectId: notification.subjectId,
      payload: notification.payload,
      createdAt: notification.createdAt.toISOString(),
      readAt: notification.readAt?.toISOString() ?? null,
    }),
    (row) => [row.notification.createdAt, row.notification.id],
  )
}

/** Reading one already read changes nothing. */
export async function readNotification(db: Database, userId: string, id: string, now: Date): Promise<void> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId))
  const [read] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  if (read) return announceChanges(db, [{ userId }])
  const [exists] = await db.select({ id: notifications.id }).from(notifications).where(mine)
  if (!exists) throw new HttpError(404, notificationsMessages.notFound)
}

export async function readAllNotifications(db: Database, userId: string, now: Date): Promise<void> {
  const read = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  if (read.length > 0) await announceChanges(db, [{ userId }])
}
