// Take audio with HTTP Range and a strong ETag (http/file-reply.ts), for the session's members and,
// for chosen takes of published sessions, for everyone: the route reads a token when one is sent,
// and audio-access.ts decides who hears what.
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { replyWithFile } from '../http/file-reply'
import { rawRoute } from '../http/route'
import { audibleTake } from './audio-access'
import { takeCacheControl, takeEtag } from './audio-cache'
import { takeNotFoundMessage } from './queries'

export function registerTakeAudioRoute(app: FastifyInstance, { db }: AppDeps, uploadsDir: string): void {
  rawRoute(app, { method: 'GET', url: '/api/takes/:takeId/audio', access: 'optional' }, async ({ params, auth, request, reply }) => {
    const { take, audience } = await audibleTake(db, params.takeId ?? '', auth?.userId ?? null)
    return replyWithFile(request, reply, {
      path: path.join(uploadsDir, take.storageKey),
      contentType: take.mime,
      etag: takeEtag(take.id),
      cacheControl: takeCacheControl[audience],
      missingMessage: takeNotFoundMessage,
      outsideMessage: 'This range is outside the take.',
    })
  })
}
