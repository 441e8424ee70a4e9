// A take's trim (where its speech begins and ends) sent through the one sync queue: one key per take
// (`trim:<takeId>`), so only the last points are sent, once, whether the trimmer set them after
// recording or a member moved them, online or not. Until the take itself is on the server (its
// upload still waiting on this device) the points wait too; a take the server no longer has drops
// them, and points it refuses fail with its reason (send-take-writes.ts). A take recorded here carries
// its measured loudness and waveform along, whichever of the two set the points last.
import { z } from 'zod/mini'
import type { SyncQueue } from '../offline/sync-queue'

export const trimPayload = z.object({
  userId: z.string(),
  sessionId: z.string(),
  takeId: z.string(),
  startMs: z.int().check(z.gte(0)),
  endMs: z.int().check(z.gte(0)),
  /** This device's take: the loudness it measured, sent with the points for every member's studio. */
  lufs: z.optional(z.nullable(z.number())),
  /** And its waveform. */
  peaks: z.optional(z.array(z.number())),
})
export type TrimPayload = z.infer<typeof trimPayload>

export const trimSyncKey = (takeId: string) => `trim:${takeId}`

export async function queueTakeTrim(queue: Pick<SyncQueue, 'enqueue'>, trim: TrimPayload): Promise<void> {
  await queue.enqueue('trim', trimSyncKey(trim.takeId), trim)
}
