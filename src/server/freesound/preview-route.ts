// GET /api/freesound/sounds/:id/preview streams the sound's HQ MP3 preview from Freesound, passing
// an audio element's Range on and the answer's length and range back. A signed link from a search
// (preview-links.ts) is enough; without one, a member with `audio_library`.
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { FastifyInstance } from 'fastify'
import { forbiddenMessage, signInRequiredMessage } from '../auth/guard'
import { HttpError } from '../http/errors'
import { rawRoute } from '../http/route'
import { freesoundLimits } from '#contract/freesound'
import { unknownSound, type FreesoundClient } from './client'
import type { PreviewCache } from './preview-cache'
import type { PreviewLinks } from './preview-links'

const passedOn = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const

/** A Freesound sound id from the URL (404 `unknownSound` for anything else). */
export function soundIdOf(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > freesoundLimits.maxSoundId) throw unknownSound()
  return Number(value)
}

export function registerPreviewRoute(
  app: FastifyInstance,
  links: PreviewLinks,
  previews: PreviewCache,
  client: () => FreesoundClient,
): void {
  rawRoute(
    app,
    { method: 'GET', url: '/api/freesound/sounds/:id/preview', access: 'optional' },
    async ({ params, auth, request, reply }) => {
      const soundId = soundIdOf(params.id)
      const { expires, signature } = request.query as Record<string, unknown>
      if (!links.isValid(soundId, expires, signature)) {
        if (!auth) throw new HttpError(401, signInRequiredMessage)
        if (!auth.privileges.has('audio_library')) throw new HttpError(403, forbiddenMessage)
      }
      const freesound = client()
      const url =
        previews.get(soundId) ?? previews.remember(soundId, (await freesound.sound(soundId)).previews['preview-hq-mp3'])
      const range = typeof request.headers.range === 'string' ? request.headers.range : undefined
      const upstream = await freesound.openPreview(url, range)
      reply.code(upstream.status === 206 ? 206 : 200)
      for (const name of passedOn) {
        const value = upstream.headers.get(name)
        if (value !== null) reply.header(name, value)
      }
      reply.headers({ 'content-type': 'audio/mpeg', 'cache-control': 'private, max-age=3600' })
      return reply.send(upstream.body ? Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>) : '')
    },
  )
}
