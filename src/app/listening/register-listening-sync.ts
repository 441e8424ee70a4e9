// The queue's handlers of a listener's positions and favourites; the sending code loads only when
// there is something to send.
import type { ApiClient } from '../api/api-client'
import type { AppDatabase } from '../offline/database'
import type { SyncQueue } from '../offline/sync-queue'

export interface PodcastWriteDeps {
  api: ApiClient
  db: AppDatabase
  currentUserId: () => string | null
}

export function registerListeningSync(queue: SyncQueue, deps: PodcastWriteDeps): void {
  queue.registerSyncHandler('listen', async (item) =>
    (await import('./listening-sync')).createListenSyncHandler(deps)(item),
  )
  queue.registerSyncHandler('favourite', async (item) =>
    (await import('./listening-sync')).createFavouriteSyncHandler(deps)(item),
  )
}
