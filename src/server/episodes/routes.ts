// The episodes feature: audio uploads and their blobs (only when the server has a blob store),
// publishing to a channel, the lists, one episode, its changes and a teacher's approval.
import type { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { episodeAudioMimes, episodeLimits, episodeMessages, episodesApi } from '#contract/episodes'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { visibleEpisode } from './access'
import { registerEpisodeAudioRoute } from './audio-route'
import { uploadEpisodeAudio } from './audio-upload'
import { scheduleEpisodeAudioCleanup } from './cleanup'
import { scheduleDueEpisodes } from './due-job'
import { channelEpisodes, latestEpisodes, waitingEpisodes } from './lists'
import { approveEpisode, removeEpisode, updateEpisode } from './manage'
import { publishEpisode } from './publish'
import { episodeView } from './view'

/** Audio uploads may be 300 MB each: a sixth of the other creations per minute (10 by default). */
const audioUploadShare = 6

/** `blobs`: where episode audio lives, null serves and stores none; `tempDir`: where an upload
 *  waits while it is checked. */
export async function registerEpisodeRoutes(app: FastifyInstance, deps: FeatureContext): Promise<void> {
  const { db, now, blobs, tempDir } = deps

  if (blobs) {
    // Audio bodies are streamed as they are, and only in this scope: no other route accepts them.
    await app.register(async (scope) => {
      scope.addContentTypeParser([...episodeAudioMimes], (_request, payload, done) => done(null, payload))
      route(
        scope,
        episodesApi.uploadAudio,
        {
          access: 'signed-in',
          effect: 'creates',
          status: 201,
          bodyLimit: episodeLimits.audioMaxBytes,
          rateLimit: perMemberPerMinute('episode-audio', deps.rateLimits.createPerMinute / audioUploadShare),
        },
        async ({ auth, request }) => {
          const declaredBytes = Number(request.headers['content-length'] ?? 0)
          if (declaredBytes > episodeLimits.audioMaxBytes) throw new HttpError(413, episodeMessages.audioTooLarge)
          const body = request.body as Readable | undefined
          if (!body || typeof body.pipe !== 'function') throw new HttpError(415, episodeMessages.audioType)
          return uploadEpisodeAudio(db, { body, ownerId: auth.userId, blobs, tempDir, declaredBytes, now: now() })
        },
      )
    })
    registerEpisodeAudioRoute(app, deps, blobs)
    scheduleEpisodeAudioCleanup(app, db, blobs, now, app.log)
  }
  scheduleDueEpisodes(app, db, now, app.log)

  route(
    app,
    episodesApi.publish,
    {
      access: 'signed-in',
      effect: 'creates',
      rateLimit: perMemberPerMinute('episodes', deps.rateLimits.createPerMinute),
      status: 201,
    },
    async ({ params, body, auth }) => publishEpisode(db, params.id, auth.userId, body, now()),
  )

  route(app, episodesApi.ofChannel, { access: 'optional' }, async ({ params, query, auth }) =>
    channelEpisodes(db, params.id, auth?.userId ?? null, query, now()),
  )

  route(app, episodesApi.waiting, { access: 'signed-in' }, async ({ params, query, auth }) =>
    waitingEpisodes(db, params.id, auth.userId, query, now()),
  )

  route(app, episodesApi.latest, { access: 'public' }, async ({ query }) => latestEpisodes(db, query, now()))

  route(app, episodesApi.get, { access: 'optional' }, async ({ params, auth }) => {
    const userId = auth?.userId ?? null
    return episodeView(db, await visibleEpisode(db, params.linkId, userId, now()), userId, now())
  })

  route(app, episodesApi.update, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    updateEpisode(db, params.linkId, auth.userId, body, now()),
  )

  route(app, episodesApi.remove, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    removeEpisode(db, blobs, params.linkId, auth.userId, now()),
  )

  route(app, episodesApi.approve, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    approveEpisode(db, params.linkId, auth.userId, now()),
  )
}
