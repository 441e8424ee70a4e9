import type { SyncQueue } from '../offline/sync-queue'
import { registerSyncTag } from '../pwa/register-sync-tag'
import { uploadSyncTag } from '../pwa/sync-messages'

export const takeSyncKey = (takeId: string) => `take:${takeId}`
export const takeIdFromKey = (key: string) => key.slice('take:'.length)

/** Queues the upload of a saved take (a take queued twice is uploaded once). */
export async function queueTakeUpload(queue: Pick<SyncQueue, 'enqueue'>, takeId: string): Promise<void> {
  await queue.enqueue('upload', takeSyncKey(takeId))
  void registerSyncTag(uploadSyncTag)
}
