// Take audio with HTTP Range and a strong ETag (http/blob-reply.ts), for the session's members and,
// for chosen takes of published sessions, for everyone: the route reads a token when one is sent,
// and audio-access.ts decides who hears what.
import type { FastifyInstance } from 'fastify'
import { blobKey, type BlobStore } from '../blobs/blob-store'
import type { AppDeps } from '../deps'
import { replyWithBlob } from '../http/blob-reply'
import { rawRoute } from '../http/route'
import { audibleTake } from './audio-access'
import { takeCacheControl, takeEtag } from './audio-cache'
import { takeNotFoundMessage } from './queries'

export function registerTakeAudioRoute(app: FastifyInstance, { db }: AppDeps, blobs: BlobStore): void {
  rawRoute(
    app,
    { method: 'GET', url: '/api/takes/:takeId/audio', access: 'optional' },
    async ({ params, auth, request, reply }) => {
      const { take, audience } = await audibleTake(db, params.takeId ?? '', auth?.userId ?? null)
      return replyWithBlob(request, reply, blobs, {
        key: blobKey('uploads', take.storageKey),
        contentType: take.mime,
        etag: takeEtag(take.id),
        cacheControl: takeCacheControl[audience],
        missingMessage: takeNotFoundMessage,
        outsideMessage: 'This range is outside the take.',
      })
    },
  )
}
