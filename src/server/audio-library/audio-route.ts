// GET /api/audio-library/<id>/audio with HTTP Range and a strong ETag (http/file-reply.ts). Heard by
// its owner and by the participants of a session that plays it (access.ts); never shared by caches.
import type { FastifyInstance } from 'fastify'
import { audioLibraryMessages } from '../../contract/audio-library'
import { idString } from '../../contract/ids'
import type { AppDeps } from '../deps'
import { replyWithFile } from '../http/file-reply'
import { rawRoute } from '../http/route'
import { hearableAudio, unknownAudio } from './access'
import { libraryAudioFile } from './files'

export function registerLibraryAudioRoute(app: FastifyInstance, { db }: AppDeps, dataDir: string): void {
  rawRoute(app, { method: 'GET', url: '/api/audio-library/:id/audio', access: 'signed-in' }, async ({ params, auth, request, reply }) => {
    if (!idString().safeParse(params.id ?? '').success) throw unknownAudio()
    const audio = await hearableAudio(db, params.id ?? '', auth)
    return replyWithFile(request, reply, {
      path: libraryAudioFile(dataDir, audio.storageKey),
      contentType: audio.mime,
      etag: `"${audio.storageKey}"`,
      cacheControl: 'private',
      headers: { vary: 'Authorization' },
      missingMessage: audioLibraryMessages.unknownAudio,
      outsideMessage: 'This range is outside the audio.',
    })
  })
}
