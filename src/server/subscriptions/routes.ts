import type { FastifyInstance } from 'fastify'
import { subscriptionsApi } from '../../contract/subscriptions'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { listSubscriptions } from './queries'

export function registerSubscriptionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, subscriptionsApi.list, { access: 'signed-in' }, async ({ query, auth }) => {
    const userId = query.user ?? auth.userId
    if (userId !== auth.userId) throw new HttpError(403, 'You can only see your own subscriptions.')
    return listSubscriptions(db, userId)
  })
}
