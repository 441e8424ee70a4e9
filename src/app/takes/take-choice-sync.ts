// The take a member chose for a line, sent through the one sync queue: one key per line
// (`choose:<sessionId>:<lineId>`), so only the last choice is sent, once, made online or not. A
// choice of a take the server has not got yet (its upload waiting on this device) waits for it; a
// take or session the server no longer has drops the choice.
import { z } from 'zod/mini'
import { sessionsApi } from '#contract/sessions'
import { errorText } from '#shared/error-text'
import type { ApiClient } from '../api/api-client'
import { isMissing } from '../api/api-error'
import { isPassingFailure } from '../api/retry-policy'
import type { SyncHandler, SyncQueue, SyncResult } from '../offline/sync-queue'
import type { TakesStore } from './takes-store'

export const choicePayload = z.object({
  userId: z.string(),
  sessionId: z.string(),
  lineId: z.string(),
  takeId: z.string(),
})
export type ChoicePayload = z.infer<typeof choicePayload>

export const choiceSyncKey = (sessionId: string, lineId: string) => `choose:${sessionId}:${lineId}`

export async function queueTakeChoice(queue: Pick<SyncQueue, 'enqueue'>, choice: ChoicePayload): Promise<void> {
  await queue.enqueue('choose', choiceSyncKey(choice.sessionId, choice.lineId), choice)
}

export interface TakeChoiceSyncDeps {
  api: ApiClient
  takes: Pick<TakesStore, 'get'>
  currentUserId: () => string | null
}

const waitingForOwner: SyncResult = { outcome: 'retry', error: 'Waiting for the member who chose it to log in.' }
const waitingForTake: SyncResult = { outcome: 'retry', error: 'Waiting for the take to reach the server.' }

export function createTakeChoiceHandler({ api, takes, currentUserId }: TakeChoiceSyncDeps): SyncHandler {
  return async (item) => {
    const parsed = choicePayload.safeParse(item.payload)
    if (!parsed.success) return { outcome: 'done' }
    const { userId, sessionId, takeId } = parsed.data
    if (userId !== currentUserId()) return waitingForOwner
    const local = await takes.get(takeId)
    if (local && local.state !== 'uploaded') return waitingForTake
    try {
      await api.request(sessionsApi.chooseTake, { params: { id: sessionId, takeId } })
      return { outcome: 'done' }
    } catch (error) {
      if (isPassingFailure(error)) return { outcome: 'retry', error: errorText(error) }
      if (isMissing(error)) return { outcome: 'done' }
      return { outcome: 'failed', error: errorText(error) }
    }
  }
}
