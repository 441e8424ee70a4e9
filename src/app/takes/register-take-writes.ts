// The queue's handlers of a take's trim and of a line's chosen take. Their sending code (and the
// sessions contract it calls) loads only when there is something to send: the device chunk every
// page loads at start carries only this.
import type { SyncQueue } from '../offline/sync-queue'
import type { TakeChoiceSyncDeps } from './take-choice-sync'
import type { TakeTrimSyncDeps } from './take-trim-sync'

export function registerTakeWrites(queue: SyncQueue, deps: TakeTrimSyncDeps & TakeChoiceSyncDeps): void {
  queue.registerSyncHandler('trim', async (item) =>
    (await import('./take-trim-sync')).createTakeTrimHandler(deps)(item),
  )
  queue.registerSyncHandler('choose', async (item) =>
    (await import('./take-choice-sync')).createTakeChoiceHandler(deps)(item),
  )
}
