import type { SyncQueue } from '../offline/sync-queue'

/** The one sync-queue key of the whole outbox: its handler (message-sync.ts) sends every message. */
export const messageSyncKey = 'messages'

/** Asks the queue to send the outbox now (a member pressing Send expects it to leave at once). */
export async function queueMessageSend(queue: Pick<SyncQueue, 'enqueue' | 'drain'>): Promise<void> {
  await queue.enqueue('message', messageSyncKey)
  void queue.drain()
}
