// PUT /api/channels/:id/artwork takes the image itself as the body (no multipart), parsed only in
// this scope; GET /api/channel-artwork/:id/:size.jpg answers the stored JPEGs. Artwork ids are never
// reused, so the files are public and immutable.
import type { FastifyInstance } from 'fastify'
import { artworkParams, channelLimits, channelMessages, channelsApi } from '#contract/channels'
import type { BlobStore } from '../blobs/blob-store'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { replyWithBlob } from '../http/blob-reply'
import { rawRoute, route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { artworkMimes } from './artwork'
import { setArtwork } from './artwork-service'
import { artworkKey } from './artwork-keys'

const missingArtwork = 'This artwork does not exist.'

export async function registerArtworkRoutes(
  app: FastifyInstance,
  { db, now, rateLimits }: AppDeps,
  blobs: BlobStore,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: channelLimits.artworkMaxBytes },
      (_request, body, done) => done(null, body),
    )
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ message: channelMessages.artworkTooLarge })
      // Everything else is answered by the app's error handler.
      throw error
    })
    route(
      scope,
      channelsApi.artwork,
      {
        access: 'signed-in',
        effect: 'creates',
        rateLimit: perMemberPerMinute('channel-artwork', rateLimits.createPerMinute),
        bodyLimit: channelLimits.artworkMaxBytes,
      },
      async ({ params, auth, request }) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
        if (!(artworkMimes as readonly string[]).includes(type)) throw new HttpError(415, channelMessages.artworkType)
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return setArtwork(db, blobs, params.id, auth.userId, bytes, now())
      },
    )
  })

  rawRoute(
    app,
    { method: 'GET', url: '/api/channel-artwork/:id/:size.jpg', access: 'public' },
    async ({ params, request, reply }) => {
      const parsed = artworkParams.safeParse(params)
      if (!parsed.success) throw new HttpError(404, missingArtwork)
      const size = Number(parsed.data.size) as 3000 | 1400 | 300
      return replyWithBlob(request, reply, blobs, {
        key: artworkKey(parsed.data.id, size),
        contentType: 'image/jpeg',
        etag: `"${parsed.data.id}-${size}"`,
        cacheControl: 'public, max-age=31536000, immutable',
        missingMessage: missingArtwork,
        outsideMessage: 'This range is outside the artwork.',
      })
    },
  )
}
