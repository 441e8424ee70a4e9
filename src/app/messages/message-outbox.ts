// Store `message-outbox`: messages written on this device that the server has not stored yet, by
// client id, sent oldest first by the sync queue (`message-sync.ts`). A message goes once the server
// has stored it; one the server refused stays with the server's words until the member sends it again
// or discards it. Both survive a reload and a Log Out (hidden from anyone else, as unsent drafts and
// drafts waiting for a choice are) and are sent or shown at their sender's next sign-in; closing the
// account empties the sender's part.
import { z } from 'zod/mini'
import type { Message } from '#contract/messages'
import type { AppDatabase } from '../offline/database'
import { storeOn } from '../offline/store-on'
import { readOrReport } from '../offline/stored-records'

export const queuedMessageSchema = z.object({
  clientId: z.string().check(z.minLength(1)),
  senderId: z.string().check(z.minLength(1)),
  recipientId: z.string().check(z.minLength(1)),
  body: z.string(),
  /** Epoch ms when it was written: the order of sending and of showing. */
  queuedAt: z.number(),
  /** The server refused it (not a friend any more, too long…): its message. Null while waiting. */
  refusal: z.nullable(z.string()),
})
export type QueuedMessage = z.infer<typeof queuedMessageSchema>

declare module '../offline/database' {
  interface AppSchema {
    'message-outbox': { key: string; value: QueuedMessage; indexes: { queuedAt: number } }
  }
}

/** `sent`: the server stored it as `message` (and it left the outbox); `changed`: anything else. */
export type OutboxEvent = { type: 'sent'; message: Message } | { type: 'changed' }

export interface MessageOutbox {
  add(message: QueuedMessage): Promise<void>
  /** Every message on this device, oldest first. */
  all(): Promise<QueuedMessage[]>
  /** What `senderId` wrote to `recipientId` that is still here, oldest first. */
  conversation(senderId: string, recipientId: string): Promise<QueuedMessage[]>
  sent(clientId: string, message: Message): Promise<void>
  refused(clientId: string, refusal: string): Promise<void>
  /** A refused message, to be sent again. */
  retry(clientId: string): Promise<void>
  remove(clientId: string): Promise<void>
  /** Closing the account: everything the sender left here. */
  removeAllOf(senderId: string): Promise<void>
  subscribe(listener: (event: OutboxEvent) => void): () => void
}

function createMessageOutbox(db: AppDatabase): MessageOutbox {
  const listeners = new Set<(event: OutboxEvent) => void>()
  const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event))

  async function all(): Promise<QueuedMessage[]> {
    // A message that does not read stays in the outbox as it is (stored-records.ts): its words are kept.
    const values = (await db.getAllFromIndex('message-outbox', 'queuedAt')) as unknown[]
    return values.flatMap(
      (raw) =>
        readOrReport(
          'message-outbox',
          (raw as { clientId?: unknown } | undefined)?.clientId,
          queuedMessageSchema,
          raw,
        ) ?? [],
    )
  }

  async function change(clientId: string, update: (message: QueuedMessage) => QueuedMessage): Promise<void> {
    const tx = db.transaction('message-outbox', 'readwrite')
    const message = readOrReport('message-outbox', clientId, queuedMessageSchema, await tx.store.get(clientId))
    if (message) await tx.store.put(update(message))
    await tx.done
    emit({ type: 'changed' })
  }

  async function removeWhere(keep: (message: QueuedMessage) => boolean): Promise<void> {
    const gone = (await all()).filter((message) => !keep(message))
    if (gone.length === 0) return
    const tx = db.transaction('message-outbox', 'readwrite')
    await Promise.all([...gone.map((message) => tx.store.delete(message.clientId)), tx.done])
    emit({ type: 'changed' })
  }

  return {
    async add(message) {
      await db.put('message-outbox', queuedMessageSchema.parse(message))
      emit({ type: 'changed' })
    },
    all,
    async conversation(senderId, recipientId) {
      return (await all()).filter((message) => message.senderId === senderId && message.recipientId === recipientId)
    },
    async sent(clientId, message) {
      await db.delete('message-outbox', clientId)
      emit({ type: 'sent', message })
    },
    refused: (clientId, refusal) => change(clientId, (message) => ({ ...message, refusal })),
    retry: (clientId) => change(clientId, (message) => ({ ...message, refusal: null })),
    async remove(clientId) {
      await db.delete('message-outbox', clientId)
      emit({ type: 'changed' })
    },
    removeAllOf: (senderId) => removeWhere((message) => message.senderId !== senderId),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const outboxOn = storeOn(createMessageOutbox)

/** The outbox of this database: one per database, so the sync handler's changes reach the screens. */
export const messageOutbox = (db: AppDatabase): MessageOutbox => outboxOn({ db })
