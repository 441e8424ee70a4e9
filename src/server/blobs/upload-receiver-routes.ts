// Mounts a feature's tus uploads inside Fastify: the body of an upload request stays a raw stream
// (the scope's own content-type parser), the routes declare their access like any other (the
// feature's for every request but tus's OPTIONS), then tus answers. A POST for an upload that
// already exists answers that upload's offset instead of starting over; a POST or HEAD finding every
// byte records the upload first if it was not (the client then frees its copy). Uploads left
// unfinished for two weeks are removed (abandoned-uploads.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { clientId } from '#contract/ids'
import type { AuthContext } from '../auth/guard'
import { HttpError } from '../http/errors'
import { rawRoute } from '../http/route'
import { scheduleAbandonedUploadCleanup } from './abandoned-uploads'
import type { BlobStore } from './blob-store'
import type { TusUploads, UploadMetadata } from './upload-receiver'
import { createTusReceiver, notYourUploadMessage, type TusReceiver } from './upload-receiver-tus'

const tusResumable = '1.0.0'

export async function registerTusUploads<M extends UploadMetadata>(
  app: FastifyInstance,
  blobs: BlobStore,
  uploads: TusUploads<M>,
): Promise<void> {
  const tus = createTusReceiver(blobs, uploads, app.log)
  const uploadUrl = `${uploads.path}/:uploadId`

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null))

    const toTus = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack()
      await tus.server.handle(request.raw, reply.raw)
      return reply
    }
    const checkUploadId = (uploadId: string | undefined): string => {
      if (!uploadId || !clientId.safeParse(uploadId).success) throw new HttpError(404, notYourUploadMessage)
      return uploadId
    }

    // Public: tus's OPTIONS tells which protocol version and extensions the server has, nothing of
    // anyone's, and a browser's preflight sends no token.
    rawRoute(scope, { method: 'OPTIONS', url: uploads.path, access: 'public' }, async ({ request, reply }) =>
      toTus(request, reply),
    )
    rawRoute(scope, { method: 'OPTIONS', url: uploadUrl, access: 'public' }, async ({ params, request, reply }) => {
      checkUploadId(params.uploadId)
      return toTus(request, reply)
    })

    rawRoute(
      scope,
      { method: 'POST', url: uploads.path, access: uploads.access, effect: 'creates', rateLimit: uploads.rateLimit },
      async ({ auth, request, reply }) => {
        tus.senders.set(request.raw, auth)
        if (await answeredExistingUpload(request, reply, auth, tus, uploads)) return reply
        return toTus(request, reply)
      },
    )

    rawRoute(
      scope,
      { method: ['HEAD', 'PATCH'], url: uploadUrl, access: uploads.access, effect: 'changes' },
      async ({ params, auth, request, reply }) => {
        const uploadId = checkUploadId(params.uploadId)
        tus.senders.set(request.raw, auth)
        // A HEAD that finds every byte must mean a recorded upload: the client frees its copy on it.
        if (request.method === 'HEAD') await tus.recordIfFinished(uploadId, auth.userId)
        return toTus(request, reply)
      },
    )
  })
  scheduleAbandonedUploadCleanup(app, blobs, uploads.kind, app.log)
}

/** A repeated creation of an upload (the id the client made, in its metadata): answers the
 *  existing upload with its offset (the client continues from there); a finished one is recorded if
 *  it was not yet. Returns false when there is no such upload yet. */
async function answeredExistingUpload<M extends UploadMetadata>(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
  tus: TusReceiver,
  uploads: TusUploads<M>,
): Promise<boolean> {
  if (request.headers['upload-length'] === undefined) throw new HttpError(400, uploads.messages.lengthRequired)
  const id = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined)[uploads.idKey]
  if (!id || !clientId.safeParse(id).success) return false
  const upload = await tus.store.getUpload(id).catch(() => null)
  if (!upload) return false
  if (upload.metadata?.userId !== auth.userId) throw new HttpError(409, uploads.messages.idTaken)
  await tus.recordIfFinished(id, auth.userId)
  await reply
    .code(201)
    .headers({
      'tus-resumable': tusResumable,
      location: `${uploads.path}/${encodeURIComponent(id)}`,
      'upload-offset': String(upload.offset),
      'access-control-expose-headers': 'Location, Upload-Offset, Tus-Resumable',
    })
    .send()
  return true
}

/** Parses a tus `Upload-Metadata` header: comma-separated `key base64value` pairs (value optional). */
function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {}
  if (!header) return metadata
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return metadata
}
