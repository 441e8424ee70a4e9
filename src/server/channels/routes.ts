// Channels: anyone reads one; members make, change and follow them; artwork needs the data folder.
import type { FastifyInstance } from 'fastify'
import { channelsApi } from '#contract/channels'
import type { FeatureContext } from '../feature-context'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { answerFrom } from '../read-cache/cached-answer'
import { registerArtworkRoutes } from './artwork-routes'
import { readChannel } from './cached-read'
import { followedChannels, myChannels, publishableChannels } from './lists'
import { createChannel, followChannel, removeChannel, unfollowChannel, updateChannel } from './service'
import { siteOf } from './site'

/** `blobs`: where artwork and episode audio live; null stores and serves no artwork. */
export async function registerChannelRoutes(app: FastifyInstance, deps: FeatureContext): Promise<void> {
  const { db, now, blobs } = deps

  route(
    app,
    channelsApi.create,
    {
      access: 'signed-in',
      effect: 'creates',
      rateLimit: perMemberPerMinute('channels', deps.rateLimits.createPerMinute),
      status: 201,
    },
    async ({ body, auth, request }) => createChannel(db, auth.userId, body, siteOf(request).podcastHost, now()),
  )
  route(app, channelsApi.mine, { access: 'signed-in' }, async ({ query, auth }) =>
    myChannels(db, auth.userId, query, now()),
  )
  route(app, channelsApi.followed, { access: 'signed-in' }, async ({ query, auth }) =>
    followedChannels(db, auth.userId, query, now()),
  )
  route(app, channelsApi.publishable, { access: 'signed-in' }, async ({ auth }) => ({
    items: await publishableChannels(db, auth.userId, now()),
  }))
  route(app, channelsApi.get, { access: 'optional' }, async ({ params, auth, request, reply }) => {
    const channel = await readChannel(deps.reads, db, params.id, auth?.userId ?? null, now(), request.arrivedAt)
    return answerFrom(request, reply, channel)
  })
  route(app, channelsApi.update, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    updateChannel(db, params.id, auth.userId, body, now()),
  )
  route(app, channelsApi.remove, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    removeChannel(db, blobs, params.id, auth.userId),
  )
  route(app, channelsApi.follow, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    followChannel(db, params.id, auth.userId, now()),
  )
  route(app, channelsApi.unfollow, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    unfollowChannel(db, params.id, auth.userId),
  )
  if (blobs) await registerArtworkRoutes(app, deps, blobs)
}
