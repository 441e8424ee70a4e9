// The queue's handler of a take's upload. Its sending code (tus, the takes contract, the container
// sniffing) loads the first time a take is to be sent: a visit with nothing to upload never loads
// it (decision 048), and the service worker has precached it for a take recorded offline.
import type { SyncHandler, SyncQueue } from '../offline/sync-queue'
import type { TakeUploadDeps } from './take-upload'

export function registerTakeUploads(queue: SyncQueue, deps: TakeUploadDeps): void {
  let handler: Promise<SyncHandler> | null = null
  // A failed load (a chunk missing after an update) is tried again with the next item.
  const loadHandler = () =>
    (handler ??= import('./take-upload').then(
      (module) => module.createTakeUploadHandler(deps),
      (error: unknown) => {
        handler = null
        throw error
      },
    ))
  queue.registerSyncHandler('upload', async (item) => (await loadHandler())(item))
}
