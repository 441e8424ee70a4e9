// The page's side of Background Sync (sw/background-sync.ts): when the service worker asks, drain
// the sync queue and answer on the message's port whether any take upload or activity record is
// still waiting.
import type { SyncQueue, SyncSnapshot } from '../offline/sync-queue'
import { activitySyncKey } from '../activities/queue-activity-send'
import { takeSyncKey } from '../takes/queue-take-upload'
import { isDrainRequest, syncQueueDrainedMessage, type SyncQueueDrainedReply } from './sync-messages'

const takeKeyPrefix = takeSyncKey('')

const backgroundSynced = (key: string) => key.startsWith(takeKeyPrefix) || key === activitySyncKey

/** True when no take upload or activity record is waiting to be sent (one that failed for good
 *  waits for the member). */
export function uploadsDone(snapshot: SyncSnapshot): boolean {
  return [...snapshot].every(([key, state]) => !backgroundSynced(key) || state.failed || state.pending === 0)
}

export async function answerDrainRequest(
  queue: Pick<SyncQueue, 'drain' | 'getSnapshot'>,
  port: MessagePort | undefined,
): Promise<void> {
  let complete = false
  try {
    await queue.drain()
    complete = uploadsDone(queue.getSnapshot())
  } finally {
    const reply: SyncQueueDrainedReply = { type: syncQueueDrainedMessage, complete }
    port?.postMessage(reply)
  }
}

/** Listens for the worker's drain requests; returns the unsubscribe. */
export function drainOnSyncRequests(queue: Pick<SyncQueue, 'drain' | 'getSnapshot'>): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined
  const onMessage = (event: MessageEvent) => {
    if (isDrainRequest(event.data)) void answerDrainRequest(queue, event.ports[0]).catch(() => undefined)
  }
  navigator.serviceWorker.addEventListener('message', onMessage)
  return () => navigator.serviceWorker.removeEventListener('message', onMessage)
}
