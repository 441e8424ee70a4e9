// The podcast site's queued writes as its device start registers them (listening and playlists),
// for tests that run the queue outside the app.
import { registerListeningSync } from '#app/listening/register-listening-sync'
import type { AppDatabase } from '#app/offline/database'
import type { SyncQueue } from '#app/offline/sync-queue'
import { registerPlaylistSync } from '#app/playlists/register-playlist-sync'
import type { ApiClient } from '#app/api/api-client'

export async function registerPodcastSync(
  queue: SyncQueue,
  deps: { api: ApiClient; db: AppDatabase; currentUserId: () => string | null },
): Promise<void> {
  registerListeningSync(queue, deps)
  await registerPlaylistSync(queue, deps)
}
