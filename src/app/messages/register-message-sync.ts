// The queue's handler of messages, as the device chunk (which every page load opens) registers it:
// the sending code loads only when there is something to send.
import type { ApiClient } from '../api/api-client'
import type { AppDatabase } from '../offline/database'
import type { SyncQueue } from '../offline/sync-queue'

export function registerMessageSync(
  queue: SyncQueue,
  deps: { api: ApiClient; db: AppDatabase; currentUserId: () => string | null },
): void {
  queue.registerSyncHandler('message', async (item) =>
    (await import('./message-sync')).createDeviceMessageSyncHandler(deps)(item),
  )
}
