// A take's trim (where its speech begins and ends) sent through the one sync queue: one key per take
// (`trim:<takeId>`), so only the last points are sent, once, whether the trimmer set them after
// recording or a member moved them, online or not. Until the take itself is on the server (its
// upload still waiting on this device) the points wait too; a take the server no longer has, or
// points it refuses, are dropped: nothing the member could change would make them pass.
import { z } from 'zod/mini'
import { sessionsApi } from '#contract/sessions'
import { errorText } from '#shared/error-text'
import type { ApiClient } from '../api/api-client'
import { isMissing } from '../api/api-error'
import { isPassingFailure } from '../api/retry-policy'
import type { SyncHandler, SyncQueue, SyncResult } from '../offline/sync-queue'
import type { TakesStore } from './takes-store'

export const trimPayload = z.object({
  userId: z.string(),
  sessionId: z.string(),
  takeId: z.string(),
  startMs: z.int().check(z.gte(0)),
  endMs: z.int().check(z.gte(0)),
})
export type TrimPayload = z.infer<typeof trimPayload>

export const trimSyncKey = (takeId: string) => `trim:${takeId}`

export async function queueTakeTrim(queue: Pick<SyncQueue, 'enqueue'>, trim: TrimPayload): Promise<void> {
  await queue.enqueue('trim', trimSyncKey(trim.takeId), trim)
}

export interface TakeTrimSyncDeps {
  api: ApiClient
  takes: Pick<TakesStore, 'get'>
  currentUserId: () => string | null
}

const waitingForOwner: SyncResult = { outcome: 'retry', error: 'Waiting for the member who trimmed it to log in.' }
const waitingForTake: SyncResult = { outcome: 'retry', error: 'Waiting for the take to reach the server.' }

export function createTakeTrimHandler({ api, takes, currentUserId }: TakeTrimSyncDeps): SyncHandler {
  return async (item) => {
    const parsed = trimPayload.safeParse(item.payload)
    if (!parsed.success) return { outcome: 'done' }
    const { userId, sessionId, takeId, startMs, endMs } = parsed.data
    if (userId !== currentUserId()) return waitingForOwner
    const local = await takes.get(takeId)
    if (local && local.state !== 'uploaded') return waitingForTake
    try {
      await api.request(sessionsApi.trimTake, { params: { id: sessionId, takeId }, body: { startMs, endMs } })
      return { outcome: 'done' }
    } catch (error) {
      if (isPassingFailure(error)) return { outcome: 'retry', error: errorText(error) }
      if (isMissing(error)) return { outcome: 'done' }
      return { outcome: 'failed', error: errorText(error) }
    }
  }
}
