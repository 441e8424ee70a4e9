import type { FastifyInstance } from 'fastify'
import { notificationsApi } from '#contract/notifications'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { listNotifications, readAllNotifications, readNotification } from './service'

export function registerNotificationRoutes(app: FastifyInstance, { db, now, notificationPoll }: AppDeps): void {
  // Every signed-in page asks this every 30 s: from memory, with the token alone (decision 054).
  route(app, notificationsApi.newCount, { access: 'token' }, async ({ query, auth }) => ({
    count: await notificationPoll.count(auth.userId, Date.parse(query.after)),
  }))

  route(app, notificationsApi.list, { access: 'signed-in' }, async ({ query, auth }) =>
    listNotifications(db, { userId: auth.userId, limit: query.limit, cursor: query.cursor }),
  )

  route(app, notificationsApi.read, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await readNotification(db, auth.userId, params.id, now())
  })

  route(app, notificationsApi.readAll, { access: 'signed-in', effect: 'changes' }, async ({ auth }) => {
    await readAllNotifications(db, auth.userId, now())
  })
}
