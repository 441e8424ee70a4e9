// Sends the queued activity records, up to 100 a request, oldest first, through the one sync queue
// (on start, on `online`, after a record, on back-off, and on Background Sync after a failed send).
// A batch carries the records of visitors and of the member signed in now, with that member's
// token; another member's records wait on this device for their next sign-in. What the server
// answered for (stored, already stored, refused for good) leaves the device; nothing else does, so
// nothing is lost and a resend is counted once by the server.
import { activitiesApi, activityLimits } from '#contract/activities'
import type { ApiClient } from '../api/api-client'
import { isPassingFailure } from '../api/retry-policy'
import type { SyncHandler, SyncQueue, SyncResult } from '../offline/sync-queue'
import { registerSyncTag } from '../pwa/register-sync-tag'
import { activitySyncTag } from '../pwa/sync-messages'
import type { ActivityStore, QueuedActivity } from './activity-store'
import { asSent, mayGoWith } from './sending-records'
import { errorText } from '#shared/error-text'

/** Records read per pass: other members' records may be among them, left for later. */
const readPerPass = 500

export interface ActivitySyncDeps {
  api: ApiClient
  activities: ActivityStore
  currentUserId: () => string | null
  /** The server has answered for these records (activity-log.ts stops holding them for a page leave). */
  onAnswered?: (ids: readonly string[]) => void
  now?: () => number
}

/** Older than the server's window: it would refuse them, so they go without a send. */
const expired = (record: QueuedActivity, now: number) => now - Date.parse(record.localTime) > activityLimits.pastMs

export function createActivitySyncHandler({
  api,
  activities,
  currentUserId,
  onAnswered,
  now = Date.now,
}: ActivitySyncDeps): SyncHandler {
  return async (): Promise<SyncResult> => {
    for (;;) {
      const userId = currentUserId()
      const at = now()
      const waiting = await activities.oldest(readPerPass)
      const gone = waiting.filter((record) => expired(record, at))
      if (gone.length) await activities.remove(gone.map((record) => record.id))
      const sendable = waiting.filter((record) => !expired(record, at) && mayGoWith(record, userId))
      if (sendable.length === 0) return { outcome: 'done' }
      const batch = sendable.slice(0, activityLimits.batchMax)
      try {
        await api.request(activitiesApi.log, { body: { records: batch.map(asSent) } })
      } catch (error) {
        if (isPassingFailure(error)) {
          // Only now Background Sync: it sends them when the network returns, even after the tab
          // closed. Registered on every record, it would wake the page for each one while online.
          void registerSyncTag(activitySyncTag)
          return { outcome: 'retry', error: errorText(error) }
        }
        // Refused as a whole (a version of the app the server no longer takes): these can never go.
        await answered(batch)
        return { outcome: 'failed', error: errorText(error) }
      }
      await answered(batch)
    }
  }

  async function answered(batch: readonly QueuedActivity[]): Promise<void> {
    const ids = batch.map((record) => record.id)
    await activities.remove(ids)
    onAnswered?.(ids)
  }
}

export function registerActivitySync(queue: SyncQueue, deps: ActivitySyncDeps): void {
  queue.registerSyncHandler('activity', createActivitySyncHandler(deps))
}
