// Background Sync for the upload queue. The worker does not upload by itself (tus-js-client needs
// XMLHttpRequest, which workers lack, and the access token lives in the page; see
// docs/decisions/033-playback-and-background-sync.md): when the browser fires the `upload-takes`
// sync, it wakes the open windows to drain their queue and waits for one to say it finished. Not
// finished, or no answer in time: the event fails, so the browser tries again later.
import {
  activitySyncTag,
  drainSyncQueueMessage,
  isDrainedReply,
  uploadSyncTag,
  type DrainSyncQueueRequest,
} from '#app/pwa/sync-messages'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

/** Chrome ends a sync event after about 5 minutes; answer before it. */
const replyTimeoutMs = 4 * 60_000

function askToDrain(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => reject(new Error('The page did not answer.')), replyTimeoutMs)
    channel.port1.onmessage = (event) => {
      clearTimeout(timer)
      channel.port1.close()
      if (isDrainedReply(event.data) && event.data.complete) resolve()
      else reject(new Error('Uploads are still waiting.'))
    }
    const request: DrainSyncQueueRequest = { type: drainSyncQueueMessage }
    client.postMessage(request, [channel.port2])
  })
}

async function wakePages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  // No window open: nothing can upload now; the queue drains when the app next starts.
  if (windows.length === 0) return
  await Promise.any(windows.map(askToDrain))
}

export function registerBackgroundSync(): void {
  self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as SyncEvent
    if (sync.tag === uploadSyncTag || sync.tag === activitySyncTag) sync.waitUntil(wakePages())
  })
}
