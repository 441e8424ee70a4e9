// The tus server for take audio. The upload id IS the take id, so a retried upload of a take finds
// its earlier upload (and its offset) instead of starting over, also after a restart or on another
// process: the blob store's tus store keeps each upload, and a finished one is the blob `uploads/<id>`.
// The uploader's user id is added to the metadata at creation; only they may continue it.
import { Server, type ServerOptions, type Upload } from '@tus/server'
import type { DataStore } from '@tus/utils'
import type { FastifyBaseLogger } from 'fastify'
import { takeMaxBytes, takeUploadMetadata, takeUploadPath } from '../../contract/takes'
import type { AuthContext } from '../auth/guard'
import { blobKey, type BlobStore } from '../blobs/blob-store'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { memberSession } from '../sessions/access'
import { hasAudioHeader } from './audio-format'
import type { TakeRow } from './queries'
import { recordTake } from './service'

export const notYourUploadMessage = 'This upload does not exist.'
export const badMetadataMessage = 'The upload does not describe a take (takeId, sessionId, lineId, durationMs, mime).'
export const unknownLineMessage = 'This line is not in the script of this session.'
export const notAudioMessage = 'This file is not the audio its type says (WebM, MP4 or Ogg expected).'
export const uploadStartedMessage = 'This take is already being uploaded; continue that upload.'
export const tooLargeMessage = 'This take is larger than the 200 MB limit.'
export const diskFullMessage =
  'The server has no room to store this take right now; it stays on your device and will be sent later.'

export interface TakeUploads {
  db: Database
  server: Server
  store: DataStore
  /** Who sent each request in flight: set by the route after the bearer token was checked. */
  senders: WeakMap<object, AuthContext>
  /** Records a finished upload as a take (idempotent); 415 when the bytes are not the declared audio. */
  finish(upload: Upload): Promise<TakeRow>
}

/** The tus error shape; the body is our usual JSON `{ message }`. */
export const tusError = (statusCode: number, message: string) => ({
  status_code: statusCode,
  body: JSON.stringify({ message }),
})

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0]

export function createTakeUploads(input: {
  db: Database
  blobs: BlobStore
  now: () => Date
  log: FastifyBaseLogger
}): TakeUploads {
  const { db, blobs, now, log } = input
  const store = blobs.tusStore('uploads')
  const senders = new WeakMap<object, AuthContext>()

  const senderOf = (req: TusRequest): AuthContext => {
    const raw = req.runtime?.node?.req
    const auth = raw ? senders.get(raw) : undefined
    if (!auth) throw tusError(401, 'Please log in.')
    return auth
  }

  async function finish(upload: Upload): Promise<TakeRow> {
    const parsed = takeUploadMetadata.safeParse(upload.metadata ?? {})
    const userId = upload.metadata?.userId
    if (!parsed.success || !userId) throw tusError(400, badMetadataMessage)
    const meta = parsed.data
    if (!(await hasAudioHeader(blobs, blobKey('uploads', upload.id), meta.mime))) {
      await store.remove(upload.id)
      throw tusError(415, notAudioMessage)
    }
    return recordTake(
      db,
      {
        id: meta.takeId,
        sessionId: meta.sessionId,
        lineId: meta.lineId,
        userId,
        durationMs: meta.durationMs,
        mime: meta.mime,
        size: upload.offset,
        storageKey: upload.id,
      },
      now(),
    )
  }

  const server = new Server({
    path: takeUploadPath,
    datastore: store,
    maxSize: takeMaxBytes,
    relativeLocation: true,
    // The app uploads from its own origin; no other site needs to read these answers.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: (_req, metadata) => {
      const parsed = takeUploadMetadata.safeParse(metadata ?? {})
      if (!parsed.success) throw tusError(400, badMetadataMessage)
      return parsed.data.takeId
    },
    onUploadCreate: async (req, upload) => {
      const auth = senderOf(req)
      const parsed = takeUploadMetadata.safeParse(upload.metadata ?? {})
      if (!parsed.success) throw tusError(400, badMetadataMessage)
      const session = await memberSession(db, parsed.data.sessionId, auth.userId)
      if (!session.script.lines.some((line) => line.id === parsed.data.lineId)) throw tusError(400, unknownLineMessage)
      // Two first POSTs of one take racing: the later one must not truncate the earlier upload.
      if (await store.getUpload(upload.id).catch(() => null)) throw tusError(409, uploadStartedMessage)
      // The metadata is what the finished take is recorded from: the sender is the server's word.
      return { metadata: { ...upload.metadata, userId: auth.userId } }
    },
    onIncomingRequest: async (req, uploadId) => {
      const auth = senderOf(req)
      if (req.method === 'POST') return
      const upload = await store.getUpload(uploadId).catch(() => null)
      if (upload && upload.metadata?.userId !== auth.userId) throw tusError(404, notYourUploadMessage)
    },
    onUploadFinish: async (_req, upload) => {
      await finish(upload)
      return {}
    },
    onResponseError: (_req, error) => {
      if (error instanceof HttpError) return tusError(error.statusCode, error.message)
      if ('code' in error && error.code === 'ENOSPC') return tusError(507, diskFullMessage)
      if ('status_code' in error) {
        if (error.status_code === 413) return tusError(413, tooLargeMessage)
        if (error.status_code >= 500) log.error({ err: error }, 'take upload failed')
        // tus's own answers are plain text; ours are JSON already.
        return error.body.startsWith('{') ? undefined : tusError(error.status_code, error.body.trim())
      }
      log.error({ err: error }, 'take upload failed')
      return undefined
    },
  })
  return { db, server, store, senders, finish }
}
