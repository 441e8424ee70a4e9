// The podcast site's queued writes as its device start registers them (listening and playlists),
// for tests that run the queue outside the app.
import { registerListeningSync } from '../../../src/app/listening/register-listening-sync'
import type { AppDatabase } from '../../../src/app/offline/database'
import type { SyncQueue } from '../../../src/app/offline/sync-queue'
import { registerPlaylistSync } from '../../../src/app/playlists/register-playlist-sync'
import type { ApiClient } from '../../../src/app/api/api-client'

export async function registerPodcastSync(
  queue: SyncQueue,
  deps: { api: ApiClient; db: AppDatabase; currentUserId: () => string | null },
): Promise<void> {
  registerListeningSync(queue, deps)
  await registerPlaylistSync(queue, deps)
}
