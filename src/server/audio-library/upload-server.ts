// The tus server for library audio, as takes/upload-server.ts is for takes: the upload id IS the
// audio id (a retried upload finds its offset, also after a restart), the blob store's tus store
// keeps it (finished, it is the blob `audio-library/<id>`), the sender's user id goes into the metadata at creation
// and only they may continue. A finished upload is checked (bytes, duration, room) and becomes a
// row; one that fails the check is removed with its refusal.
import { Server, type ServerOptions, type Upload } from '@tus/server'
import type { DataStore } from '@tus/utils'
import type { FastifyBaseLogger } from 'fastify'
import {
  audioLibraryLimits,
  audioLibraryMessages,
  libraryUploadMetadata,
  libraryUploadPath,
  type LibraryAudio,
} from '../../contract/audio-library'
import type { AuthContext } from '../auth/guard'
import type { BlobStore } from '../blobs/blob-store'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { tusError } from '../takes/upload-server'
import { findLibraryAudio, usedBytesOf } from './queries'
import { recordUploadedAudio } from './service'

export const notYourUploadMessage = 'This upload does not exist.'
export const diskFullMessage = 'The server has no room to store this audio right now; try again later.'

export interface LibraryUploads {
  db: Database
  server: Server
  store: DataStore
  /** Who sent each request in flight: set by the route after the bearer token was checked. */
  senders: WeakMap<object, AuthContext>
  /** Records a finished upload as library audio (idempotent); removes it when it is refused. */
  finish(upload: Upload): Promise<LibraryAudio>
}

const refusedForGood = new Set([413, 415, 422])

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0]

/** An HttpError in tus's error shape (tus answers what its hooks throw). */
const asTusError = (error: unknown) => (error instanceof HttpError ? tusError(error.statusCode, error.message) : error)

export function createLibraryUploads(input: {
  db: Database
  blobs: BlobStore
  now: () => Date
  log: FastifyBaseLogger
}): LibraryUploads {
  const { db, blobs, now, log } = input
  const store = blobs.tusStore('audio-library')
  const senders = new WeakMap<object, AuthContext>()

  const senderOf = (req: TusRequest): AuthContext => {
    const raw = req.runtime?.node?.req
    const auth = raw ? senders.get(raw) : undefined
    if (!auth) throw tusError(401, 'Please log in.')
    return auth
  }

  async function finish(upload: Upload): Promise<LibraryAudio> {
    const parsed = libraryUploadMetadata.safeParse(upload.metadata ?? {})
    const ownerId = upload.metadata?.userId
    if (!parsed.success || !ownerId) throw tusError(400, audioLibraryMessages.badMetadata)
    const meta = parsed.data
    try {
      return await recordUploadedAudio(db, {
        id: upload.id,
        ownerId,
        type: meta.type,
        title: meta.title,
        mime: meta.mime,
        source: meta.source,
        durationMs: meta.durationMs,
        size: upload.offset,
        blobs,
        now: now(),
      })
    } catch (error) {
      // Refused for good (no room, not audio, unreadable): the bytes are not kept.
      if (error instanceof HttpError && refusedForGood.has(error.statusCode))
        await store.remove(upload.id).catch(() => undefined)
      throw asTusError(error)
    }
  }

  const server = new Server({
    path: libraryUploadPath,
    datastore: store,
    maxSize: audioLibraryLimits.maxBytes,
    relativeLocation: true,
    // The app uploads from its own origin; no other site needs to read these answers.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: (_req, metadata) => {
      const parsed = libraryUploadMetadata.safeParse(metadata ?? {})
      if (!parsed.success) throw tusError(400, audioLibraryMessages.badMetadata)
      return parsed.data.audioId
    },
    onUploadCreate: async (req, upload) => {
      const auth = senderOf(req)
      if (!libraryUploadMetadata.safeParse(upload.metadata ?? {}).success)
        throw tusError(400, audioLibraryMessages.badMetadata)
      if ((await usedBytesOf(db, auth.userId)) + (upload.size ?? 0) > audioLibraryLimits.memberMaxBytes) {
        throw tusError(413, audioLibraryMessages.libraryFull)
      }
      // An id already in the library (another member's, or an import without a tus record) is taken.
      if (await findLibraryAudio(db, upload.id)) throw tusError(409, audioLibraryMessages.uploadStarted)
      // Two first POSTs of one audio racing: the later one must not truncate the earlier upload.
      if (await store.getUpload(upload.id).catch(() => null)) throw tusError(409, audioLibraryMessages.uploadStarted)
      // The metadata is what the finished audio is recorded from: the sender is the server's word.
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
        if (error.status_code === 413)
          return tusError(413, error.body.startsWith('{') ? messageOf(error.body) : audioLibraryMessages.tooLarge)
        if (error.status_code >= 500) log.error({ err: error }, 'library upload failed')
        // tus's own answers are plain text; ours are JSON already.
        return error.body.startsWith('{') ? undefined : tusError(error.status_code, error.body.trim())
      }
      log.error({ err: error }, 'library upload failed')
      return undefined
    },
  })
  return { db, server, store, senders, finish }
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed.message === 'string') return parsed.message
  } catch {
    // Not ours.
  }
  return audioLibraryMessages.tooLarge
}
