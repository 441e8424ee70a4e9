// The queue's handlers of a take's trim and of a line's chosen take. Their sending code (and the
// sessions contract it calls) loads only when there is something to send: the device chunk every
// page loads at start carries only this.
import type { SyncQueue } from '../offline/sync-queue'
import type { TakeWriteDeps } from './send-take-writes'

export function registerTakeWrites(queue: SyncQueue, deps: TakeWriteDeps): void {
  queue.registerSyncHandler('trim', async (item) =>
    (await import('./send-take-writes')).createTakeTrimHandler(deps)(item),
  )
  queue.registerSyncHandler('choose', async (item) =>
    (await import('./send-take-writes')).createTakeChoiceHandler(deps)(item),
  )
}
