// Messages (SPEC §1): one-to-one conversations between friends, and between a teacher and the
// students of their classes. A message is written with a client id made on the device (maybe
// offline); sending the same client id again answers the same message, so a retry never doubles it.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { clientId, idString } from './ids'
import { page, pageQuery } from './pagination'
import { sinceTime } from './since-time'
import { publicUserSchema } from './users'

export const messageLimits = { bodyMax: 2000 } as const

export const messagesMessages = {
  notAllowed: 'You can only write to your friends, and teachers to the students of their classes.',
  empty: 'Please write a message.',
  tooLong: `A message has at most ${messageLimits.bodyMax} characters.`,
} as const

export const messageSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When the recipient read it; null while unread. */
  readAt: z.nullable(z.string()),
})
export type Message = z.infer<typeof messageSchema>

export const conversationSchema = z.object({
  user: publicUserSchema,
  lastMessage: messageSchema,
  /** Messages from `user` the caller has not read. */
  unreadCount: z.int(),
  /** Whether the caller may write to `user` now (they may have stopped being friends). */
  canWrite: z.boolean(),
})
export type Conversation = z.infer<typeof conversationSchema>

const withParams = z.object({ userId: idString() })

export const sendMessageBody = z.object({
  clientId,
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messagesMessages.empty),
      z.maxLength(messageLimits.bodyMax, messagesMessages.tooLong),
    ),
})

export const messagesApi = {
  /** The caller's conversations, the one with the newest message first. */
  conversations: endpoint({
    method: 'GET',
    path: '/api/conversations/',
    query: pageQuery,
    response: page(conversationSchema),
  }),
  /** One conversation's messages, newest first; pages go back in time. 404 for an unknown member.
   *  With `since` (a time the server gave, a message's `createdAt` or `readAt`), only the messages
   *  written or read after it: what an open conversation polls for. */
  list: endpoint({
    method: 'GET',
    path: '/api/conversations/:userId/messages',
    params: withParams,
    query: z.extend(pageQuery, { since: z.optional(sinceTime) }),
    response: page(messageSchema),
  }),
  /** 201 with the new message; 200 with the stored one when this sender sent `clientId` before.
   *  403 `notAllowed` to a member who is not a friend (or class relation), or who blocked either way. */
  send: endpoint({
    method: 'POST',
    path: '/api/conversations/:userId/messages',
    params: withParams,
    body: sendMessageBody,
    response: messageSchema,
  }),
  /** Marks every message from `userId` read, and their message notification. */
  read: endpoint({ method: 'POST', path: '/api/conversations/:userId/read', params: withParams }),
}
