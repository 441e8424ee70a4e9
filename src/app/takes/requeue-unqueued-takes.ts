// A take is marked 'saved' first and queued for upload after (at the recorder's stop, at "Keep it"):
// a page closed between the two left a take on the device that nothing would ever send. At start
// every take still to upload without a queue item is queued again. A take refused for good (an
// upload error) is left to requeue-misdeclared-takes.ts.
import type { AppDatabase } from '../offline/database'
import type { SyncQueue } from '../offline/sync-queue'
import type { TakesStore } from './takes-store'
import { queueTakeUpload, takeSyncKey } from './queue-take-upload'

/** Queues every saved or half-uploaded take that has no queue item; returns how many. */
export async function requeueUnqueuedTakes(
  takes: TakesStore,
  queue: Pick<SyncQueue, 'enqueue'>,
  db: AppDatabase,
): Promise<number> {
  const queued = new Set(await db.getAllKeys('sync-queue'))
  const waiting = (await takes.listAll()).filter(
    (take) => (take.state === 'saved' || take.state === 'uploading') && take.uploadError === null,
  )
  const unqueued = waiting.filter((take) => !queued.has(takeSyncKey(take.id)))
  for (const take of unqueued) await queueTakeUpload(queue, take.id)
  return unqueued.length
}
