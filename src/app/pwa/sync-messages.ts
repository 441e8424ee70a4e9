// What the service worker and the page say to each other when Background Sync fires: the worker
// asks every open window to drain the sync queue, each answers on the message's port once its run
// ended. Imported by both sides (sw/background-sync.ts and drain-on-sync.ts), so nothing here may
// need the DOM.
/** The Background Sync tag of take uploads; the page registers it in recording/queue-take-upload.ts. */
export const uploadSyncTag = 'upload-takes'
/** The Background Sync tag of activity records (activities/activity-sync.ts). */
export const activitySyncTag = 'send-activities'
export const drainSyncQueueMessage = 'drain-sync-queue'
export const syncQueueDrainedMessage = 'sync-queue-drained'

export interface DrainSyncQueueRequest {
  type: typeof drainSyncQueueMessage
}

export interface SyncQueueDrainedReply {
  type: typeof syncQueueDrainedMessage
  /** No take upload is left waiting (uploads that failed for good do not count). */
  complete: boolean
}

export function isDrainRequest(data: unknown): data is DrainSyncQueueRequest {
  return (data as { type?: unknown } | null)?.type === drainSyncQueueMessage
}

export function isDrainedReply(data: unknown): data is SyncQueueDrainedReply {
  const reply = data as Partial<SyncQueueDrainedReply> | null
  return reply?.type === syncQueueDrainedMessage && typeof reply.complete === 'boolean'
}
