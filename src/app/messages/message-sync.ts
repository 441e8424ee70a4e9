// Sends the outbox through the one sync queue, oldest first, each with its client id: a send whose
// answer was lost is sent again and the server answers the message it already stored, so nothing is
// sent twice. A refusal (403 not a friend, 400 too long) stays on its message with the server's words
// and the next message goes on; no answer (offline, server busy) stops the pass, to try again later.
// Only the member signed in now sends; another member's messages wait for their next sign-in.
import { messagesApi } from '#contract/messages'
import { errorText } from '#shared/error-text'
import type { ApiClient } from '../api/api-client'
import { isPassingFailure } from '../api/retry-policy'
import type { AppDatabase } from '../offline/database'
import type { SyncHandler } from '../offline/sync-queue'
import { messageOutbox, type MessageOutbox } from './message-outbox'

export interface MessageSyncDeps {
  api: ApiClient
  outbox: MessageOutbox
  currentUserId: () => string | null
}

export function createMessageSyncHandler({ api, outbox, currentUserId }: MessageSyncDeps): SyncHandler {
  return async () => {
    for (;;) {
      const userId = currentUserId()
      const waiting = (await outbox.all()).filter((message) => message.refusal === null)
      const next = waiting.find((message) => message.senderId === userId)
      if (!next)
        return waiting.length === 0
          ? { outcome: 'done' }
          : { outcome: 'retry', error: 'Waiting for the sender of these messages to log in.' }
      try {
        const stored = await api.request(messagesApi.send, {
          params: { userId: next.recipientId },
          body: { clientId: next.clientId, body: next.body },
        })
        await outbox.sent(next.clientId, stored)
      } catch (error) {
        if (isPassingFailure(error)) return { outcome: 'retry', error: errorText(error) }
        await outbox.refused(next.clientId, errorText(error))
      }
    }
  }
}

/** The handler on this device's database (register-message-sync.ts loads this module on the first send). */
export function createDeviceMessageSyncHandler({
  db,
  ...deps
}: Omit<MessageSyncDeps, 'outbox'> & { db: AppDatabase }): SyncHandler {
  return createMessageSyncHandler({ ...deps, outbox: messageOutbox(db) })
}
