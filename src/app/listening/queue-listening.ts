import type { SyncQueue } from '../offline/sync-queue'
import { favouriteSyncKey, listenSyncKey, type FavouritePayload, type ListenPayload } from './listening-sync'

/** Keeps a member's position to send (replacing one of theirs still waiting for the same episode). */
export async function queuePosition(queue: Pick<SyncQueue, 'enqueue'>, payload: ListenPayload): Promise<void> {
  await queue.enqueue('listen', listenSyncKey(payload.userId, payload.episodeId), payload)
}

/** Keeps a member's favourite or unfavourite to send, and sends it now when online (the screen
 *  showed the new state already). */
export async function queueFavourite(
  queue: Pick<SyncQueue, 'enqueue' | 'drain'>,
  payload: FavouritePayload,
): Promise<void> {
  await queue.enqueue('favourite', favouriteSyncKey(payload.userId, payload.episodeId), payload)
  await queue.drain()
}
