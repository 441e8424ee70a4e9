// Library audio is checked where it is: a finished tus upload in the blob store (read through it,
// so any store works), or a download in a local temporary file before it goes into the store.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { blobHead } from '../blobs/blob-head'
import type { BlobStore } from '../blobs/blob-store'
import { fileHead } from '../blobs/temp-files'

export interface AudioSource {
  size(): Promise<number>
  /** The first `length` bytes (fewer when the file is shorter). */
  head(length: number): Promise<Buffer>
  stream(): Promise<Readable>
}

export const blobSource = (blobs: BlobStore, key: string): AudioSource => ({
  size: async () => (await blobs.size(key)) ?? 0,
  head: (length) => blobHead(blobs, key, length),
  stream: () => blobs.read(key),
})

export const localFileSource = (file: string): AudioSource => ({
  size: async () => (await stat(file)).size,
  head: (length) => fileHead(file, length),
  stream: async () => createReadStream(file),
})
