// Sending and reading messages. A send names a client id made on the device: the same id from the
// same sender is the same message (200 with the stored one), also when two copies race, because
// the unique index decides; a new one is 201. The recipient's unread `message` notification from
// this sender is refreshed in the same transaction. Reading a conversation marks what the other
// member sent read, with their notification.
import { and, eq, isNull } from 'drizzle-orm'
import { messagesMessages, type Message } from '#contract/messages'
import { profileMessages } from '#contract/profiles'
import type { Database } from '../db/database'
import { messages, notifications } from '../db/schema'
import { HttpError } from '../http/errors'
import { announceChanges } from '../notifications/announce'
import { addOrRefreshNotification } from '../notifications/coalesce'
import { findUserById } from '../users/queries'
import { mayWrite } from './access'
import { findByClientId, toMessage, type MessageRow } from './queries'

export const clientIdTakenMessage =
  'This message id was already used in another conversation. Send the message again with a new id.'

export interface SendInput {
  senderId: string
  recipientId: string
  clientId: string
  body: string
}

/** The message, and whether this call stored it (false: a repeat of one sent before). */
export async function sendMessage(
  db: Database,
  input: SendInput,
  now: Date,
): Promise<{ message: Message; created: boolean }> {
  // A repeat is answered even if the two are no longer friends: it was allowed when it was written.
  const sent = await findByClientId(db, input.senderId, input.clientId)
  if (sent) return repeated(sent, input.recipientId)
  await knownMember(db, input.recipientId)
  if (!(await mayWrite(db, input.senderId, input.recipientId))) throw new HttpError(403, messagesMessages.notAllowed)
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ ...input, createdAt: now })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning()
    if (!inserted) {
      const stored = await findByClientId(tx, input.senderId, input.clientId)
      if (!stored) throw new Error('a message neither inserted nor found')
      return repeated(stored, input.recipientId)
    }
    await addOrRefreshNotification(
      tx,
      { userId: input.recipientId, kind: 'message', actorId: input.senderId, subjectId: input.senderId },
      now,
    )
    return { message: toMessage(inserted), created: true }
  })
}

function repeated(stored: MessageRow, recipientId: string): { message: Message; created: false } {
  if (stored.recipientId !== recipientId) throw new HttpError(409, clientIdTakenMessage)
  return { message: toMessage(stored), created: false }
}

export async function knownMember(db: Database, userId: string): Promise<void> {
  if (!(await findUserById(db, userId))) throw new HttpError(404, profileMessages.unknownUser)
}

export async function readConversation(db: Database, userId: string, otherId: string, now: Date): Promise<void> {
  await knownMember(db, otherId)
  await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ readAt: now })
      .where(and(eq(messages.recipientId, userId), eq(messages.senderId, otherId), isNull(messages.readAt)))
    const read = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, 'message'),
          eq(notifications.subjectId, otherId),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id })
    if (read.length > 0) await announceChanges(tx, [{ userId }])
  })
}
