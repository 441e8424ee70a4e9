import type { FastifyInstance } from 'fastify'
import { listeningApi } from '#contract/listening'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { addFavourite, listFavourites, removeFavourite } from './favourites'
import { forgetListen, listHistory, savePosition } from './positions'
import { perMemberPerMinute } from '../http/rate-limits'

/** Position writes per member and minute: a player saves about every 10 s, and a device back
 *  online sends what it queued in one go. */
export const positionWritesPerMinute = 300

export function registerListeningRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  route(app, listeningApi.favourites, { access: 'signed-in' }, async ({ query, auth }) =>
    listFavourites(db, { userId: auth.userId, limit: query.limit, cursor: query.cursor }, now()),
  )

  route(app, listeningApi.favourite, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await addFavourite(db, auth.userId, params.episodeId, now())
  })

  route(app, listeningApi.unfavourite, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await removeFavourite(db, auth.userId, params.episodeId)
  })

  route(app, listeningApi.history, { access: 'signed-in' }, async ({ query, auth }) =>
    listHistory(db, { userId: auth.userId, limit: query.limit, cursor: query.cursor }, now()),
  )

  route(
    app,
    listeningApi.position,
    {
      access: 'signed-in',
      effect: 'changes',
      rateLimit: perMemberPerMinute('listens', positionWritesPerMinute),
    },
    async ({ params, body, auth }) => {
      await savePosition(db, { userId: auth.userId, episodeId: params.episodeId, ...body }, now())
    },
  )

  route(app, listeningApi.forget, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await forgetListen(db, auth.userId, params.episodeId)
  })
}
