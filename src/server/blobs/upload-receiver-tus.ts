// The tus server behind one feature's uploads (upload-receiver.ts says what a feature gives). The
// blob store's tus store keeps each upload, so a retried upload finds its offset also after a
// restart or on another process, and a finished one is the blob `<kind>/<id>`. The sender's user id
// is written into the metadata at creation: only they may continue it. At the last byte the first
// bytes are checked, then the feature's finishing step records the upload; a refusal for good
// removes it.
import { Server, type ServerOptions, type Upload } from '@tus/server'
import type { DataStore } from '@tus/utils'
import type { FastifyBaseLogger } from 'fastify'
import { signInRequiredMessage, type AuthContext } from '../auth/guard'
import { HttpError } from '../http/errors'
import { blobHead } from './blob-head'
import { blobKey, type BlobStore } from './blob-store'
import { refusedForGood, type TusUploads, type UploadMetadata } from './upload-receiver'

export const notYourUploadMessage = 'This upload does not exist.'

export interface TusReceiver {
  server: Server
  store: DataStore
  /** Who sent each request in flight: set by the route after the bearer token was checked. */
  senders: WeakMap<object, AuthContext>
  /** Records a finished upload of `userId` that is not recorded yet (a crash or a failed insert
   *  between the last byte and the database), so the client never frees what the server has not. */
  recordIfFinished(id: string, userId: string): Promise<void>
}

/** The tus error shape; the body is our usual JSON `{ message }`. */
const tusError = (statusCode: number, message: string) => ({
  status_code: statusCode,
  body: JSON.stringify({ message }),
})

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0]

export function createTusReceiver<M extends UploadMetadata>(
  blobs: BlobStore,
  uploads: TusUploads<M>,
  log: FastifyBaseLogger,
): TusReceiver {
  const { messages, bytes } = uploads
  const store = blobs.tusStore(uploads.kind)
  const senders = new WeakMap<object, AuthContext>()
  const uploadOf = (id: string) => store.getUpload(id).catch(() => null)

  const senderOf = (req: TusRequest): AuthContext => {
    const raw = req.runtime?.node?.req
    const auth = raw ? senders.get(raw) : undefined
    if (!auth) throw new HttpError(401, signInRequiredMessage)
    return auth
  }

  const metadataOf = (metadata: Upload['metadata']): M => {
    const parsed = uploads.metadata.safeParse(metadata ?? {})
    if (!parsed.success) throw new HttpError(400, messages.badMetadata)
    return parsed.data
  }

  async function finish(upload: Upload): Promise<void> {
    const metadata = metadataOf(upload.metadata)
    const ownerId = upload.metadata?.userId
    if (!ownerId) throw new HttpError(400, messages.badMetadata)
    try {
      const head = await blobHead(blobs, blobKey(uploads.kind, upload.id), bytes.headBytes)
      if (bytes.sniff(head) !== metadata.mime) throw bytes.refusal()
      await uploads.finish({ id: upload.id, size: upload.offset, metadata, ownerId })
    } catch (error) {
      if (refusedForGood(error)) await store.remove(upload.id).catch(() => undefined)
      throw error
    }
  }

  async function recordIfFinished(id: string, userId: string): Promise<void> {
    const upload = await uploadOf(id)
    if (!upload || upload.metadata?.userId !== userId || upload.offset !== upload.size) return
    if (await uploads.isRecorded(id)) return
    await finish(upload)
  }

  const server = new Server({
    path: uploads.path,
    datastore: store,
    maxSize: uploads.limit.maxBytes,
    relativeLocation: true,
    // The app uploads from its own origin; no other site needs to read these answers.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: (_req, metadata) => String(metadataOf(metadata)[uploads.idKey]),
    onUploadCreate: async (req, upload) => {
      const sender = senderOf(req)
      const metadata = metadataOf(upload.metadata)
      await uploads.authorise({ id: upload.id, size: upload.size, metadata, sender })
      // Two first POSTs of one upload racing: the later one must not truncate the earlier upload.
      if (await uploadOf(upload.id)) throw new HttpError(409, messages.uploadStarted)
      // The metadata is what the finished upload is recorded from: the sender is the server's word.
      return { metadata: { ...upload.metadata, userId: sender.userId } }
    },
    onIncomingRequest: async (req, uploadId) => {
      const sender = senderOf(req)
      if (req.method === 'POST') return
      const upload = await uploadOf(uploadId)
      if (upload && upload.metadata?.userId !== sender.userId) throw new HttpError(404, notYourUploadMessage)
    },
    onUploadFinish: async (_req, upload) => {
      await finish(upload)
      return {}
    },
    onResponseError: (_req, error) => {
      if (error instanceof HttpError) return tusError(error.statusCode, error.message)
      if ('code' in error && error.code === 'ENOSPC') return tusError(507, messages.diskFull)
      if ('status_code' in error) {
        if (error.status_code === 413) return tusError(413, uploads.limit.tooLarge().message)
        if (error.status_code >= 500) log.error({ err: error }, `${uploads.name} failed`)
        // tus's own answers are plain text.
        return error.body.startsWith('{') ? undefined : tusError(error.status_code, error.body.trim())
      }
      log.error({ err: error }, `${uploads.name} failed`)
      return undefined
    },
  })
  return { server, store, senders, recordIfFinished }
}
