// The queue's handlers of the podcast site's writes (positions, favourites, playlist edits). That
// site is its own origin, so these kinds are only ever queued there: start-device loads this file
// on the podcast host alone, and each sending module only when there is something to send.
import type { ApiClient } from '../api/api-client'
import type { AppDatabase } from './database'
import type { SyncQueue } from './sync-queue'

export interface PodcastSyncDeps {
  api: ApiClient
  db: AppDatabase
  currentUserId: () => string | null
}

/** Registers the handlers, and moves writes an earlier version queued under its keys to today's
 *  (done before the queue starts: start-device waits for it). */
export async function registerPodcastSync(queue: SyncQueue, deps: PodcastSyncDeps): Promise<void> {
  queue.registerSyncHandler('listen', async (item) => (await import('../listening/listening-sync')).createListenSyncHandler(deps)(item))
  queue.registerSyncHandler('favourite', async (item) => (await import('../listening/listening-sync')).createFavouriteSyncHandler(deps)(item))
  queue.registerSyncHandler('playlist', async (item) => (await import('../playlists/playlist-sync')).createPlaylistSyncHandler(deps)(item))
  await (await import('./rekey-podcast-writes')).rekeyPodcastWrites(deps.db)
}
