// Mounts the library's tus server inside Fastify, as takes/upload-routes.ts does for takes: raw
// bodies, declared access (OPTIONS public, the rest 'audio_library'), then tus answers. A POST for
// audio whose upload already exists answers that upload's offset instead of starting over; a POST or
// HEAD finding every byte records the audio first if it was not. Creating uploads is rate-limited.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { audioLibraryMessages, libraryUploadPath } from '../../contract/audio-library'
import { clientId } from '../../contract/ids'
import type { AuthContext } from '../auth/guard'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { perMemberPerMinute } from '../http/rate-limits'
import { rawRoute } from '../http/route'
import { parseUploadMetadata } from '../takes/metadata-header'
import { findLibraryAudio } from './queries'
import { notYourUploadMessage, type LibraryUploads } from './upload-server'

const tusResumable = '1.0.0'
export const lengthRequiredMessage = 'Send the length of the audio (Upload-Length) when the upload starts.'

const uploadUrl = `${libraryUploadPath}/:uploadId`

export async function registerLibraryUploadRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  uploads: LibraryUploads,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null))

    const toTus = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack()
      await uploads.server.handle(request.raw, reply.raw)
      return reply
    }
    const checkUploadId = (uploadId: string | undefined): string => {
      if (!uploadId || !clientId.safeParse(uploadId).success) throw new HttpError(404, notYourUploadMessage)
      return uploadId
    }

    // Public: tus's OPTIONS tells the protocol version and extensions, nothing of anyone's, and a
    // browser's preflight sends no token.
    rawRoute(scope, { method: 'OPTIONS', url: libraryUploadPath, access: 'public' }, async ({ request, reply }) =>
      toTus(request, reply),
    )
    rawRoute(scope, { method: 'OPTIONS', url: uploadUrl, access: 'public' }, async ({ params, request, reply }) => {
      checkUploadId(params.uploadId)
      return toTus(request, reply)
    })

    const creating = {
      effect: 'creates',
      rateLimit: perMemberPerMinute('library-upload', deps.rateLimits.createPerMinute),
    } as const
    rawRoute(
      scope,
      { method: 'POST', url: libraryUploadPath, access: 'audio_library', ...creating },
      async ({ auth, request, reply }) => {
        uploads.senders.set(request.raw, auth)
        if (await answeredExistingUpload(request, reply, auth, uploads)) return reply
        return toTus(request, reply)
      },
    )

    rawRoute(
      scope,
      { method: ['HEAD', 'PATCH'], url: uploadUrl, access: 'audio_library', effect: 'changes' },
      async ({ params, auth, request, reply }) => {
        const uploadId = checkUploadId(params.uploadId)
        uploads.senders.set(request.raw, auth)
        // A HEAD that finds every byte must mean recorded audio: the client frees its copy on it.
        if (request.method === 'HEAD') await recordIfFinished(uploadId, auth.userId, uploads)
        return toTus(request, reply)
      },
    )
  })
}

/** Records a finished upload that has no row yet (a crash between the last byte and the database). */
async function recordIfFinished(audioId: string, userId: string, uploads: LibraryUploads): Promise<void> {
  const upload = await uploads.store.getUpload(audioId).catch(() => null)
  if (!upload || upload.metadata?.userId !== userId || upload.offset !== upload.size) return
  if (await findLibraryAudio(uploads.db, audioId)) return
  try {
    await uploads.finish(upload)
  } catch (error) {
    // The finishing check answers in tus's error shape.
    const answer = error as { status_code?: unknown; body?: unknown }
    if (typeof answer.status_code === 'number') throw new HttpError(answer.status_code, messageOf(String(answer.body)))
    throw error
  }
}

/** A repeated creation of an audio's upload: answers the existing upload with its offset. Returns
 *  false when there is no such upload yet. */
async function answeredExistingUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
  uploads: LibraryUploads,
): Promise<boolean> {
  if (request.headers['upload-length'] === undefined) throw new HttpError(400, lengthRequiredMessage)
  const audioId = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined).audioId
  if (!audioId || !clientId.safeParse(audioId).success) return false
  const upload = await uploads.store.getUpload(audioId).catch(() => null)
  if (!upload) return false
  if (upload.metadata?.userId !== auth.userId) throw new HttpError(409, audioLibraryMessages.uploadStarted)
  await recordIfFinished(audioId, auth.userId, uploads)
  await reply
    .code(201)
    .headers({
      'tus-resumable': tusResumable,
      location: `${libraryUploadPath}/${encodeURIComponent(audioId)}`,
      'upload-offset': String(upload.offset),
      'access-control-expose-headers': 'Location, Upload-Offset, Tus-Resumable',
    })
    .send()
  return true
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed.message === 'string') return parsed.message
  } catch {
    // A plain-text tus message.
  }
  return body.trim()
}
