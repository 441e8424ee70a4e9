// How a write about a take leaves the sync queue (its trim, the chosen take of its line), loaded with
// the first such write (register-take-writes.ts): read from the item's payload, sent only by the
// member who made it, and only once the take itself is on the server (its upload may still wait on
// this device). A take or session the server no longer has drops the write; a refusal fails it with
// the server's reason; a lost network or a busy server tries again later.
import type { z } from 'zod/mini'
import { sessionsApi } from '#contract/sessions'
import { errorText } from '#shared/error-text'
import type { ApiClient } from '../api/api-client'
import { isMissing } from '../api/api-error'
import { isPassingFailure } from '../api/retry-policy'
import type { SyncHandler, SyncResult } from '../offline/sync-queue'
import { choicePayload } from './take-choice-sync'
import { trimPayload } from './take-trim-sync'
import type { TakesStore } from './takes-store'

export interface TakeWriteDeps {
  api: ApiClient
  takes: Pick<TakesStore, 'get'>
  currentUserId: () => string | null
}

interface TakeWrite {
  userId: string
  sessionId: string
  takeId: string
}

const waitingForTake: SyncResult = { outcome: 'retry', error: 'Waiting for the take to reach the server.' }

function createTakeWriteHandler<W extends TakeWrite>(
  payload: z.ZodMiniType<W>,
  send: (api: ApiClient, write: W) => Promise<unknown>,
  /** Why it waits while someone else is signed in on this device. */
  waitingForOwner: string,
  { api, takes, currentUserId }: TakeWriteDeps,
): SyncHandler {
  return async (item) => {
    const parsed = payload.safeParse(item.payload)
    if (!parsed.success) return { outcome: 'done' }
    const write = parsed.data
    if (write.userId !== currentUserId()) return { outcome: 'retry', error: waitingForOwner }
    const local = await takes.get(write.takeId)
    if (local && local.state !== 'uploaded') return waitingForTake
    try {
      await send(api, write)
      return { outcome: 'done' }
    } catch (error) {
      if (isPassingFailure(error)) return { outcome: 'retry', error: errorText(error) }
      if (isMissing(error)) return { outcome: 'done' }
      return { outcome: 'failed', error: errorText(error) }
    }
  }
}

export function createTakeTrimHandler(deps: TakeWriteDeps): SyncHandler {
  return createTakeWriteHandler(
    trimPayload,
    (api, { sessionId, takeId, startMs, endMs, lufs, peaks }) =>
      api.request(sessionsApi.trimTake, {
        params: { id: sessionId, takeId },
        body: { startMs, endMs, lufs, peaks },
      }),
    'Waiting for the member who trimmed it to log in.',
    deps,
  )
}

export function createTakeChoiceHandler(deps: TakeWriteDeps): SyncHandler {
  return createTakeWriteHandler(
    choicePayload,
    (api, { sessionId, takeId }) => api.request(sessionsApi.chooseTake, { params: { id: sessionId, takeId } }),
    'Waiting for the member who chose it to log in.',
    deps,
  )
}
