// Every stored file (take audio, profile photos and intros, channel artwork, episode audio, library
// audio) goes through one blob store: a folder on this machine by default (DATA_DIR/blobs), or an
// S3-compatible bucket (S3_* settings) so that several server processes see the same files.
//
// A key is a kind and a name, `<kind>/<name>`, the same relative path the folder store has always
// used under DATA_DIR/blobs, so an existing install's files keep their keys. Names are random ids
// that are never reused: a stored blob never changes, it is only written once and removed.
import type { Readable } from 'node:stream'
import type { DataStore } from '@tus/utils'

export type BlobKind = 'uploads' | 'photos' | 'intros' | 'artwork' | 'episodes' | 'audio-library'

export const blobKinds: readonly BlobKind[] = ['uploads', 'photos', 'intros', 'artwork', 'episodes', 'audio-library']

export const blobKey = (kind: BlobKind, name: string) => `${kind}/${name}`

/** Inclusive byte positions, as in HTTP's Range. */
export interface ByteRange {
  start: number
  end: number
}

export interface StoredBlob {
  key: string
  size: number
  /** When it was last written (S3: LastModified), e.g. for finding abandoned uploads. */
  modifiedAt: Date
}

export interface BlobStore {
  /** `folder` or `s3`, for logs and the health answer. */
  readonly kind: 'folder' | 's3'
  /** The blob's size in bytes, or null when there is no such blob. */
  size(key: string): Promise<number | null>
  /** The blob's bytes, or only `range` of them; rejects when there is no such blob. */
  read(key: string, range?: ByteRange): Promise<Readable>
  /** Stores bytes under a key that must not exist yet. */
  write(key: string, bytes: Buffer): Promise<void>
  /** Moves a finished local file (e.g. a checked upload in DATA_DIR/tmp) in under `key`; the local
   *  file is gone afterwards. */
  moveIn(key: string, localFile: string): Promise<void>
  /** Deletes the blobs (with tus's record of an upload, if there is one), ignoring ones already
   *  gone; never throws (a leftover blob is harmless). */
  remove(keys: readonly string[]): Promise<void>
  /** Every blob whose key starts with `prefix` (e.g. `uploads/`), for moves, backups and cleanup;
   *  tus's own objects of an upload (`<id>.json`, `<id>.info`…) are listed too, so unfinished
   *  uploads can be found: their keys are the upload id and a suffix after a dot. */
  list(prefix: string): AsyncIterable<StoredBlob>
  /** tus's data store for uploads of one kind: a finished upload's bytes are the blob
   *  `blobKey(kind, uploadId)`, so an upload started on one process continues on another. */
  tusStore(kind: BlobKind): DataStore
}
