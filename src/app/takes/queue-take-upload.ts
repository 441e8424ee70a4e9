import type { SyncQueue } from '../offline/sync-queue'
import { uploadSyncTag } from '../pwa/sync-messages'

export const takeSyncKey = (takeId: string) => `take:${takeId}`
export const takeIdFromKey = (key: string) => key.slice('take:'.length)


interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Where the browser has Background Sync, it wakes the app to upload even after the tab is closed. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined
    await registration?.sync?.register(uploadSyncTag)
  } catch {
    // No service worker or no permission: the queue still drains on start and on `online`.
  }
}

/** Queues the upload of a saved take (a take queued twice is uploaded once). */
export async function queueTakeUpload(queue: Pick<SyncQueue, 'enqueue'>, takeId: string): Promise<void> {
  await queue.enqueue('upload', takeSyncKey(takeId))
  void registerBackgroundSync()
}
