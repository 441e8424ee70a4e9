// Before this version, a take declared the container the recorder was asked for, not the one it
// recorded: Firefox's Ogg went out as WebM, the server refused it (415) and the take waited on the
// device for good, showing the server's type error. At start every refused take is looked at again;
// one whose bytes start another container than it declared is declared by them and queued once more.
import { containerHeaderBytes, containerOfMime, sniffAudioContainer } from '#shared/audio-container'
import type { SyncQueue } from '../offline/sync-queue'
import type { TakesStore } from './takes-store'
import { queueTakeUpload } from './queue-take-upload'

/** Queues every refused take whose audio is not what it declared; returns how many. */
export async function requeueMisdeclaredTakes(takes: TakesStore, queue: Pick<SyncQueue, 'enqueue'>): Promise<number> {
  let requeued = 0
  for (const take of await takes.listAll()) {
    if (take.state !== 'saved' || take.uploadError === null) continue
    const container = sniffAudioContainer(await takes.firstBytes(take.id, containerHeaderBytes))
    if (!container || container === containerOfMime(take.mime)) continue
    // Queued before the take is corrected: a page closed in between leaves the take refused as it
    // was, to be found again at the next start (the upload declares it by its bytes either way).
    // The other order could leave a corrected take behind a failed queue item that nothing retries.
    await queueTakeUpload(queue, take.id)
    const fixed = await takes.update(take.id, (current) =>
      current.state === 'saved'
        ? { ...current, mime: container, uploadError: null, uploadUrl: null, uploadedBytes: 0 }
        : undefined,
    )
    if (fixed?.mime === container) requeued += 1
  }
  return requeued
}
