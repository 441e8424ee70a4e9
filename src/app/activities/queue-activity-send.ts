import type { SyncQueue } from '../offline/sync-queue'

/** The one sync-queue key of all activity records: its handler (activity-sync.ts) sends them all. */
export const activitySyncKey = 'activities'

/** Asks the queue to send the records soon (it waits about a second, so records travel together). */
export async function queueActivitySend(queue: Pick<SyncQueue, 'enqueue'>): Promise<void> {
  await queue.enqueue('activity', activitySyncKey)
}
