// GET /api/audio-library/<id>/audio with HTTP Range and a strong ETag (http/blob-reply.ts). Heard by
// its owner and by the participants of a session that plays it (access.ts); never shared by caches.
import type { FastifyInstance } from 'fastify'
import { audioLibraryMessages } from '#contract/audio-library'
import { idString } from '#contract/ids'
import { blobKey, type BlobStore } from '../blobs/blob-store'
import type { AppDeps } from '../deps'
import { replyWithBlob } from '../http/blob-reply'
import { rawRoute } from '../http/route'
import { hearableAudio, unknownAudio } from './access'

export function registerLibraryAudioRoute(app: FastifyInstance, { db }: AppDeps, blobs: BlobStore): void {
  rawRoute(
    app,
    { method: 'GET', url: '/api/audio-library/:id/audio', access: 'signed-in' },
    async ({ params, auth, request, reply }) => {
      if (!idString().safeParse(params.id ?? '').success) throw unknownAudio()
      const audio = await hearableAudio(db, params.id ?? '', auth)
      return replyWithBlob(request, reply, blobs, {
        key: blobKey('audio-library', audio.storageKey),
        contentType: audio.mime,
        etag: `"${audio.storageKey}"`,
        cacheControl: 'private',
        headers: { vary: 'Authorization' },
        missingMessage: audioLibraryMessages.unknownAudio,
        outsideMessage: 'This range is outside the audio.',
      })
    },
  )
}
