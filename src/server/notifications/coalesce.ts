// Notifications that gather: a member has at most one unread `message` notification per sender and
// one unread `take_added` per session. Another message (or take) refreshes it: newer time, the
// latest actor, and `count` one higher. Read, it stays as it was and the next one starts afresh.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { notifications } from '../db/schema'
import { addNotifications, type NewNotification } from './add'
import { announceChanges } from './announce'

export type GatheredNotification = NewNotification & { kind: 'message' | 'take_added'; subjectId: string }

export async function addOrRefreshNotification(db: Database, item: GatheredNotification, now: Date): Promise<void> {
  // Nested in the caller's transaction this is a savepoint; the lock lasts until the outer commit.
  await db.transaction(async (tx) => {
    // No unique index can say "one unread per subject", so two writers for one subject take turns.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${item.userId}|${item.kind}|${item.subjectId}`}, 0))`,
    )
    const payload = item.payload ?? {}
    const refreshed = await tx
      .update(notifications)
      .set({
        createdAt: now,
        actorId: item.actorId ?? null,
        payload: sql`${notifications.payload} || ${JSON.stringify(payload)}::jsonb || jsonb_build_object('count', coalesce((${notifications.payload}->>'count')::int, 1) + 1)`,
      })
      .where(
        and(
          eq(notifications.userId, item.userId),
          eq(notifications.kind, item.kind),
          eq(notifications.subjectId, item.subjectId),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id, createdAt: notifications.createdAt })
    if (refreshed.length > 0) {
      await announceChanges(tx, [
        { userId: item.userId, unread: refreshed.map((row) => [row.id, row.createdAt.getTime()] as const) },
      ])
    } else {
      await addNotifications(tx, [{ ...item, payload: { ...payload, count: 1 } }], now)
    }
  })
}
