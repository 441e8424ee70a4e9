// The queue's handler of playlist edits, and the move of writes an earlier version queued under its
// old keys to today's (before the queue starts: the device start waits for it).
import type { SyncQueue } from '../offline/sync-queue'
import type { PlaylistSyncDeps } from './playlist-sync'

export async function registerPlaylistSync(queue: SyncQueue, deps: PlaylistSyncDeps): Promise<void> {
  queue.registerSyncHandler('playlist', async (item) =>
    (await import('./playlist-sync')).createPlaylistSyncHandler(deps)(item),
  )
  await (await import('./rekey-podcast-writes')).rekeyPodcastWrites(deps.db)
}
