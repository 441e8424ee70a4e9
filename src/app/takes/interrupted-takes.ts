// A take still 'recording' when no recorder runs it lost its tab mid-take (closed, crashed, reloaded).
// Its chunks are complete up to the last second, so the studio offers it: keep (saved and uploaded
// like any take, with the duration of what was written) or discard.
import type { SyncQueue } from '../offline/sync-queue'
import type { LocalTake, TakesStore } from './takes-store'
import { queueTakeUpload } from './queue-take-upload'
import { takesBeingRecorded } from './take-locks'

/** The member's takes cut off mid-recording: neither this page's recorder nor another tab runs them. */
export async function listInterruptedTakes(
  takes: TakesStore,
  userId: string,
  runningHere: ReadonlySet<string>,
): Promise<LocalTake[]> {
  const elsewhere = await takesBeingRecorded()
  return takes.listInterrupted(userId, new Set([...runningHere, ...elsewhere]))
}

/** Keeps what was recorded; a take without a single chunk is dropped instead. Answers whether it was kept. */
export async function keepInterruptedTake(
  takes: TakesStore,
  queue: Pick<SyncQueue, 'enqueue'>,
  takeId: string,
): Promise<boolean> {
  const kept = await takes.update(takeId, (take) =>
    take.state === 'recording' && take.bytes > 0 ? { ...take, state: 'saved' } : undefined,
  )
  if (kept?.state !== 'saved') {
    if (kept?.state === 'recording') await takes.remove(takeId)
    return false
  }
  await queueTakeUpload(queue, takeId)
  return true
}

export const discardInterruptedTake = (takes: TakesStore, takeId: string) => takes.remove(takeId)
