// Mounts the tus server inside Fastify: the body of an upload request stays a raw stream (its own
// content-type parsers), the routes declare their access like any other (a bearer token for every
// request but tus's OPTIONS), then tus answers. A POST for a take whose upload already exists
// answers that upload instead of starting over; a POST or HEAD finding every byte records the take
// first if it was not (the client then frees its copy).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { clientId } from '../../contract/ids'
import { takeUploadPath } from '../../contract/takes'
import type { AuthContext } from '../auth/guard'
import { HttpError } from '../http/errors'
import { perMemberPerMinute } from '../http/rate-limits'
import { rawRoute } from '../http/route'
import { parseUploadMetadata } from './metadata-header'
import { findTake } from './queries'
import { notYourUploadMessage, type TakeUploads } from './upload-server'

const tusResumable = '1.0.0'
export const lengthRequiredMessage = 'Send the length of the take (Upload-Length) when the upload starts.'

const uploadUrl = `${takeUploadPath}/:uploadId`

/** Takes are the app's own content, many per session: a session recorded offline sends all of its
 *  takes at once when the device is back, and a 429 only delays them (the queue retries). */
const takeShare = 10

export async function registerTakeUploadRoutes(
  app: FastifyInstance,
  uploads: TakeUploads,
  createPerMinute: number,
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

    // Public: tus's OPTIONS tells which protocol version and extensions the server has, nothing of
    // anyone's, and a browser's preflight sends no token.
    rawRoute(scope, { method: 'OPTIONS', url: takeUploadPath, access: 'public' }, async ({ request, reply }) =>
      toTus(request, reply),
    )
    rawRoute(scope, { method: 'OPTIONS', url: uploadUrl, access: 'public' }, async ({ params, request, reply }) => {
      checkUploadId(params.uploadId)
      return toTus(request, reply)
    })

    rawRoute(
      scope,
      {
        method: 'POST',
        url: takeUploadPath,
        access: 'signed-in',
        effect: 'creates',
        rateLimit: perMemberPerMinute('take-uploads', createPerMinute * takeShare),
      },
      async ({ auth, request, reply }) => {
        uploads.senders.set(request.raw, auth)
        if (await answeredExistingUpload(request, reply, auth, uploads)) return reply
        return toTus(request, reply)
      },
    )

    rawRoute(
      scope,
      { method: ['HEAD', 'PATCH'], url: uploadUrl, access: 'signed-in', effect: 'changes' },
      async ({ params, auth, request, reply }) => {
        const uploadId = checkUploadId(params.uploadId)
        uploads.senders.set(request.raw, auth)
        // A HEAD that finds every byte must mean a recorded take: the client frees its copy on it.
        if (request.method === 'HEAD') await recordIfFinished(uploadId, auth.userId, uploads)
        return toTus(request, reply)
      },
    )
  })
}

/** Records a finished upload that has no take yet (a crash or a failed insert between the last byte
 *  and the database), so the client never frees a take the server has not recorded. */
async function recordIfFinished(takeId: string, userId: string, uploads: TakeUploads): Promise<void> {
  const upload = await uploads.store.getUpload(takeId).catch(() => null)
  if (!upload || upload.metadata?.userId !== userId || upload.offset !== upload.size) return
  if (await findTake(uploads.db, takeId)) return
  try {
    await uploads.finish(upload)
  } catch (error) {
    // The finishing check answers in tus's error shape.
    const answer = error as { status_code?: unknown; body?: unknown }
    if (typeof answer.status_code === 'number') throw new HttpError(answer.status_code, messageOf(String(answer.body)))
    throw error
  }
}

/** A repeated creation of a take's upload: answers the existing upload with its offset (the client
 *  continues from there); a finished one is recorded if it was not yet (a crash between the last
 *  byte and the database). Returns false when there is no such upload yet. */
async function answeredExistingUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
  uploads: TakeUploads,
): Promise<boolean> {
  if (request.headers['upload-length'] === undefined) throw new HttpError(400, lengthRequiredMessage)
  const takeId = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined).takeId
  if (!takeId || !clientId.safeParse(takeId).success) return false
  const upload = await uploads.store.getUpload(takeId).catch(() => null)
  if (!upload) return false
  if (upload.metadata?.userId !== auth.userId)
    throw new HttpError(409, 'This take id is already used; record the take again.')
  await recordIfFinished(takeId, auth.userId, uploads)
  await reply
    .code(201)
    .headers({
      'tus-resumable': tusResumable,
      location: `${takeUploadPath}/${encodeURIComponent(takeId)}`,
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
