import type { FastifyInstance } from 'fastify'
import { portfolioApi } from '#contract/portfolio'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { listPortfolio, publishSession, unpublishSession } from './service'

export function registerPortfolioRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  route(app, portfolioApi.list, { access: 'optional' }, async ({ params, query }) =>
    listPortfolio(db, { userId: params.userId, limit: query.limit, cursor: query.cursor }),
  )

  route(app, portfolioApi.publish, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    publishSession(db, { sessionId: params.id, userId: auth.userId, title: body.title }, now()),
  )

  route(app, portfolioApi.unpublish, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await unpublishSession(db, params.id, auth.userId)
  })
}
