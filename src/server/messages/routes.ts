import type { FastifyInstance } from 'fastify'
import { messagesApi } from '#contract/messages'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { listConversations, listMessages } from './conversations'
import { readConversation, sendMessage } from './service'
import { perMemberPerMinute } from '../http/rate-limits'

/** Sends per member and minute: a device that was offline sends what it queued in one go. */
export const messageSendsPerMinute = 60

export function registerMessageRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  route(app, messagesApi.conversations, { access: 'signed-in' }, async ({ query, auth }) =>
    listConversations(db, { userId: auth.userId, limit: query.limit, cursor: query.cursor }),
  )

  route(app, messagesApi.list, { access: 'signed-in' }, async ({ params, query, auth }) =>
    listMessages(db, {
      userId: auth.userId,
      otherId: params.userId,
      limit: query.limit,
      cursor: query.cursor,
      since: query.since ? new Date(query.since) : undefined,
    }),
  )

  route(
    app,
    messagesApi.send,
    {
      access: 'signed-in',
      effect: 'creates',
      status: 201,
      rateLimit: perMemberPerMinute('messages', messageSendsPerMinute),
    },
    async ({ params, body, auth, setStatus }) => {
      const { message, created } = await sendMessage(
        db,
        { senderId: auth.userId, recipientId: params.userId, clientId: body.clientId, body: body.body },
        now(),
      )
      if (!created) setStatus(200)
      return message
    },
  )

  route(app, messagesApi.read, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await readConversation(db, auth.userId, params.userId, now())
  })
}
