// The one receiver of uploads into the blob store. A feature gives its parameters (the store's kind,
// the size limit, the check of the first bytes, who may upload, its messages) and its finishing step
// (what it does with a checked upload); the receiving, resuming, checking and cleaning up are here.
// tus, resumable, for takes and the audio library: `registerTusUploads` in upload-receiver-routes.ts.
import type { z } from 'zod/mini'
import type { AuthContext } from '../auth/guard'
import { HttpError } from '../http/errors'
import type { RouteRateLimit } from '../http/rate-limits'
import type { Access } from '../http/route-access'
import type { BlobKind } from './blob-store'

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
