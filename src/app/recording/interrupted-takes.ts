// A take still 'recording' when no recorder runs it lost its tab mid-take (closed, crashed, reloaded).
// Its chunks are complete up to the last second, so the studio offers it: keep (saved and uploaded
// like any take, with the duration of what was written) or discard. List them with
// `takes.listInterrupted(userId, recorder.recordingTakeIds())`.
import type { SyncQueue } from '../offline/sync-queue'
import type { TakesStore } from '../offline/takes-store'
import { queueTakeUpload } from './queue-take-upload'

/** Keeps what was recorded; a take without a single chunk is dropped instead. Answers whether it was kept. */
export async function keepInterruptedTake(takes: TakesStore, queue: Pick<SyncQueue, 'enqueue'>, takeId: string): Promise<boolean> {
  const kept = await takes.update(takeId, (take) => (take.state === 'recording' && take.bytes > 0 ? { ...take, state: 'saved' } : undefined))
  if (kept?.state !== 'saved') {
    if (kept?.state === 'recording') await takes.remove(takeId)
    return false
  }
  await queueTakeUpload(queue, takeId)
  return true
}

export const discardInterruptedTake = (takes: TakesStore, takeId: string) => takes.remove(takeId)
