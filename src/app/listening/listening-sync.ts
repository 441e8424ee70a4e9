// Sends a member's positions and favourites through the one sync queue. Each member and episode has
// one key per kind (`listen:<userId>:<episodeId>`, `favourite:<userId>:<episodeId>`), so a newer write
// replaces one still waiting and only the last state is sent, once, while another member's write on
// the same device waits beside it. A position carries the device's time, so one sent late never overwrites a
// newer one on the server. Only the member who wrote it sends it; a refusal (the episode is gone or
// no longer visible) drops it: there is nothing the listener could change to make it pass.
import { z } from 'zod/mini'
import { listeningApi } from '#contract/listening'
import { errorText } from '#shared/error-text'
import type { ApiClient } from '../api/api-client'
import { isPassingFailure } from '../api/retry-policy'
import type { SyncHandler, SyncResult } from '../offline/sync-queue'

export const listenPayload = z.object({
  userId: z.string(),
  episodeId: z.string(),
  positionMs: z.int().check(z.gte(0)),
  finished: z.boolean(),
  listenedAt: z.string(),
})
export type ListenPayload = z.infer<typeof listenPayload>

export const favouritePayload = z.object({ userId: z.string(), episodeId: z.string(), favourite: z.boolean() })
export type FavouritePayload = z.infer<typeof favouritePayload>

export const listenSyncKey = (userId: string, episodeId: string) => `listen:${userId}:${episodeId}`
export const favouriteSyncKey = (userId: string, episodeId: string) => `favourite:${userId}:${episodeId}`

export interface ListeningSyncDeps {
  api: ApiClient
  currentUserId: () => string | null
}

const waitingForOwner: SyncResult = { outcome: 'retry', error: 'Waiting for this listener to log in.' }

async function sendOnce(call: () => Promise<unknown>): Promise<SyncResult> {
  try {
    await call()
    return { outcome: 'done' }
  } catch (error) {
    return isPassingFailure(error) ? { outcome: 'retry', error: errorText(error) } : { outcome: 'done' }
  }
}

export function createListenSyncHandler({ api, currentUserId }: ListeningSyncDeps): SyncHandler {
  return async (item) => {
    const parsed = listenPayload.safeParse(item.payload)
    if (!parsed.success) return { outcome: 'done' }
    const { userId, episodeId, ...body } = parsed.data
    if (userId !== currentUserId()) return waitingForOwner
    return sendOnce(() => api.request(listeningApi.position, { params: { episodeId }, body }))
  }
}

export function createFavouriteSyncHandler({ api, currentUserId }: ListeningSyncDeps): SyncHandler {
  return async (item) => {
    const parsed = favouritePayload.safeParse(item.payload)
    if (!parsed.success) return { outcome: 'done' }
    const { userId, episodeId, favourite } = parsed.data
    if (userId !== currentUserId()) return waitingForOwner
    const endpoint = favourite ? listeningApi.favourite : listeningApi.unfavourite
    return sendOnce(() => api.request(endpoint, { params: { episodeId } }))
  }
}
