// The one receiver of uploads into the blob store. A feature gives its parameters (the store's kind,
// the size limit, the check of the first bytes, who may upload, its messages) and its finishing step
// (what it does with a checked upload); the receiving, resuming, checking and cleaning up are here.
// Two ways in: tus, resumable, for takes and the audio library (`registerTusUploads` in
// upload-receiver-routes.ts), and one request body into a temporary file (`receiveFile`), for
// episode audio. Both hold an upload to the same `SizeLimit` and `ByteCheck`.
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { z } from 'zod/mini'
import type { AuthContext } from '../auth/guard'
import { HttpError } from '../http/errors'
import type { RouteRateLimit } from '../http/rate-limits'
import type { Access } from '../http/route-access'
import type { BlobKind, BlobStore } from './blob-store'
import { fileHead, newTempFile } from './temp-files'

export interface SizeLimit {
  maxBytes: number
  /** The feature's 413. */
  tooLarge: () => HttpError
}

/** The type of an upload told by its first bytes, never by what it claims. */
export interface ByteCheck<M extends string> {
  /** How many first bytes `sniff` reads. */
  headBytes: number
  /** The type these bytes start, or null when they are nothing the feature keeps. */
  sniff: (head: Uint8Array) => M | null
  /** The feature's 415. */
  refusal: () => HttpError
}

/** A refusal that retrying cannot change (no room, not the declared type, unreadable): the upload's
 *  bytes are not kept. Any other failure (the database away) keeps them for the next try. */
export const refusedForGood = (error: unknown): error is HttpError =>
  error instanceof HttpError && [413, 415, 422].includes(error.statusCode)

/** tus metadata: every upload declares the type of its bytes, which the `ByteCheck` holds it to. */
export interface UploadMetadata {
  mime: string
}

/** Who may upload: a member, perhaps with a privilege (tus's OPTIONS is public, see the routes). */
export type UploaderAccess = Exclude<Access, 'public' | 'optional' | 'token'>

export interface NewUpload<M> {
  id: string
  /** Upload-Length, as the sender declared it. */
  size: number | undefined
  metadata: M
  sender: AuthContext
}

export interface FinishedUpload<M> {
  id: string
  size: number
  metadata: M
  /** The sender, who alone could write it. */
  ownerId: string
}

/** What a feature gives for its tus uploads. The upload id is the id the client made for what it
 *  uploads (`idKey` of the metadata), so a retried upload finds its earlier one. */
export interface TusUploads<M extends UploadMetadata> {
  /** Where tus answers: the contract's upload path. */
  path: string
  /** The store's kind: a finished upload is the blob `<kind>/<upload id>`. */
  kind: BlobKind
  access: UploaderAccess
  /** On starting an upload (a HEAD or PATCH continues one and is not limited). */
  rateLimit: RouteRateLimit
  metadata: z.ZodMiniType<M>
  idKey: { [K in keyof M]: M[K] extends string ? K : never }[keyof M] & string
  limit: SizeLimit
  bytes: ByteCheck<M['mime']>
  /** The feature's own rules for a new upload (a member of the session, room in the library);
   *  throws an HttpError. */
  authorise(upload: NewUpload<M>): Promise<void>
  /** Whether the finishing step has recorded this upload already. */
  isRecorded(id: string): Promise<boolean>
  /** What the feature does with a finished, checked upload (record it, idempotent by its id);
   *  throws an HttpError to refuse it, and a `refusedForGood` refusal removes the upload. */
  finish(upload: FinishedUpload<M>): Promise<unknown>
  messages: {
    badMetadata: string
    /** A POST without Upload-Length (a deferred length is not taken). */
    lengthRequired: string
    /** A new upload naming an id another member's upload has. */
    idTaken: string
    /** Two first POSTs of one upload racing: the later one must continue the earlier. */
    uploadStarted: string
    /** 507: the server's disk is full. */
    diskFull: string
  }
  /** How the log names these uploads ('take upload'). */
  name: string
}

/** Copies `body` to `file`, failing with `refusal` (413) as soon as it passes `maxBytes`; the byte count. */
export async function receiveToFile(
  body: Readable,
  file: string,
  maxBytes: number,
  refusal: () => HttpError = () => new HttpError(413, 'The request body is too large.'),
): Promise<number> {
  let size = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      done(size > maxBytes ? refusal() : null, chunk)
    },
  })
  await pipeline(body, counter, createWriteStream(file, { flags: 'wx' }))
  return size
}

export interface FileUpload<M extends string> {
  /** A request body, streamed: never held in memory. */
  body: Readable
  /** Where it waits while it is checked (temp-files.ts). */
  tempDir: string
  limit: SizeLimit
  bytes: ByteCheck<M>
}

export interface ReceivedFile<M extends string> {
  /** The temporary file: `keep` moves it into the store (`moveIn`) or leaves it to be removed. */
  file: string
  size: number
  /** What its first bytes say it is. */
  mime: M
}

/** Receives one request body into a temporary file within the limit, tells its type by its first
 *  bytes (the `ByteCheck`'s refusal when they name none), and hands it to the feature's finishing
 *  step. The temporary file is gone afterwards, whatever happened. */
export async function receiveFile<M extends string, T>(
  upload: FileUpload<M>,
  keep: (received: ReceivedFile<M>) => Promise<T>,
): Promise<T> {
  const file = await newTempFile(upload.tempDir)
  try {
    const size = await receiveToFile(upload.body, file, upload.limit.maxBytes, upload.limit.tooLarge)
    const mime = upload.bytes.sniff(await fileHead(file, upload.bytes.headBytes))
    if (!mime) throw upload.bytes.refusal()
    return await keep({ file, size, mime })
  } finally {
    await rm(file, { force: true }).catch(() => undefined)
  }
}

/** Moves a checked file in under `key` and records it; a record that fails removes the blob again,
 *  so the store keeps no file that nothing names. */
export async function moveInAndRecord<T>(
  blobs: BlobStore,
  key: string,
  file: string,
  record: () => Promise<T>,
): Promise<T> {
  await blobs.moveIn(key, file)
  try {
    return await record()
  } catch (error) {
    await blobs.remove([key])
    throw error
  }
}
