// Messages can wait in the outbox with no due queue entry: the tab closed between saving one and
// enqueueing it, or the entry backed off while another member (or nobody) was signed in. Enqueueing
// the outbox's key again makes it due at once for the member who can send them now.
import type { AppDatabase } from '../offline/database'
import type { SyncQueue } from '../offline/sync-queue'
import { messageOutbox } from './message-outbox'
import { messageSyncKey } from './queue-message-send'

/** Re-enqueues the outbox when `senderId` has messages waiting to send; true if it did. */
export async function requeueWaitingMessages(
  queue: Pick<SyncQueue, 'enqueue'>,
  db: AppDatabase,
  senderId: string | null,
): Promise<boolean> {
  if (!senderId) return false
  const waiting = (await messageOutbox(db).all()).some(
    (message) => message.senderId === senderId && message.refusal === null,
  )
  if (waiting) await queue.enqueue('message', messageSyncKey)
  return waiting
}
