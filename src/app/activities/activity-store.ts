// Store `activities`: records waiting to be sent, oldest first. A record goes once the server has
// answered for it (stored, already stored, or refused for good). Read back through the contract's
// schema: a record an older version wrote that no longer fits is dropped, not sent, and reported
// (activity records are the app's own measures, not a member's work, which stored-records.ts keeps).
import { z } from 'zod/mini'
import { activityRecord } from '#contract/activities'
import type { AppDatabase } from '../offline/database'
import { storeOn } from '../offline/store-on'
import { reportUnreadable } from '../offline/stored-records'

export const queuedActivitySchema = z.extend(activityRecord, {
  id: z.string().check(z.minLength(1)),
  /** Epoch ms when it was queued: the order of sending. */
  queuedAt: z.number(),
})
export type QueuedActivity = z.infer<typeof queuedActivitySchema>

declare module '../offline/database' {
  interface AppSchema {
    activities: { key: string; value: QueuedActivity; indexes: { queuedAt: number } }
  }
}

export interface ActivityStore {
  add(record: QueuedActivity): Promise<void>
  /** Up to `limit` records, oldest first. */
  oldest(limit: number): Promise<QueuedActivity[]>
  remove(ids: readonly string[]): Promise<void>
  count(): Promise<number>
}

export function createActivityStore(db: AppDatabase): ActivityStore {
  return {
    add: async (record) => {
      await db.put('activities', record)
    },
    async oldest(limit) {
      const tx = db.transaction('activities', 'readwrite')
      const records: QueuedActivity[] = []
      const unreadable: string[] = []
      let cursor = await tx.store.index('queuedAt').openCursor()
      while (cursor && records.length < limit) {
        const parsed = queuedActivitySchema.safeParse(cursor.value)
        if (parsed.success) records.push(parsed.data)
        else {
          reportUnreadable(
            'activities',
            cursor.primaryKey,
            cursor.value,
            parsed.error.issues[0]?.message,
            'is removed unsent',
          )
          unreadable.push(String(cursor.primaryKey))
        }
        cursor = await cursor.continue()
      }
      await Promise.all([...unreadable.map((id) => tx.store.delete(id)), tx.done])
      return records
    },
    async remove(ids) {
      const tx = db.transaction('activities', 'readwrite')
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done])
    },
    count: () => db.count('activities'),
  }
}

/** The activity store of the open database. */
export const activitiesOn = storeOn(createActivityStore)
