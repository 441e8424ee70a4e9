// Starts the poll cache of one app: filled from the table, told of this process's changes at once
// and of every process's committed ones through LISTEN. The signal of this process comes before the
// writer commits, so a poll in between may read and cache the old count again; LISTEN, which hears
// the change only after the commit, puts that right, so every app needs it, even a lone one.
import type { DatabaseHandle } from '../db/database'
import type { Database } from '../db/database'
import { decodeChange, notificationChannel, onLocalChange } from './announce'
import { NotificationPollCache, defaultPollCacheLimits, type PollCacheLimits } from './poll-cache'
import { batchedLoads } from './batched-loads'
import { unreadTimesOf } from './queries'

export interface NotificationPoll {
  cache: NotificationPollCache
  close(): Promise<void>
}

export async function startNotificationPoll(
  db: Database,
  listen: DatabaseHandle['listen'],
  limits: PollCacheLimits = defaultPollCacheLimits,
): Promise<NotificationPoll> {
  const cache = new NotificationPollCache(
    batchedLoads((userIds, limit) => unreadTimesOf(db, userIds, limit)),
    limits,
  )
  const stopLocal = onLocalChange((userIds) => cache.forget(userIds))
  const feed = await listen(notificationChannel, {
    onMessage(message) {
      const change = decodeChange(message)
      if (!change) return
      if (change.unread) cache.add(change.userId, change.unread)
      else cache.forget([change.userId])
    },
    onInterrupted: () => cache.suspend(),
    onResumed: () => cache.resume(),
  }).catch((error: unknown) => {
    stopLocal()
    throw error
  })
  return {
    cache,
    async close() {
      stopLocal()
      await feed.close()
    },
  }
}
