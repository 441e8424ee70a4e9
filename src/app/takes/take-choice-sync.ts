// The take a member chose for a line, sent through the one sync queue: one key per line
// (`choose:<sessionId>:<lineId>`), so only the last choice is sent, once, made online or not. A
// choice of a take the server has not got yet (its upload waiting on this device) waits for it; a
// take or session the server no longer has drops the choice (send-take-writes.ts).
import { z } from 'zod/mini'
import type { AppDatabase } from '../offline/database'
import type { SyncQueue } from '../offline/sync-queue'
import { readSyncItems } from '../offline/sync-queue-items'

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

/** The choices queued on this device for a session's lines and not sent yet: line id → take id. */
export async function readQueuedChoices(db: AppDatabase, sessionId: string): Promise<Map<string, string>> {
  const prefix = choiceSyncKey(sessionId, '')
  const choices = new Map<string, string>()
  for (const item of await readSyncItems(db, IDBKeyRange.bound(prefix, `${prefix}\uffff`))) {
    const choice = choicePayload.safeParse(item.payload)
    if (choice.success && choice.data.sessionId === sessionId) choices.set(choice.data.lineId, choice.data.takeId)
  }
  return choices
}
