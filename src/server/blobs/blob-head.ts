import type { BlobStore } from './blob-store'

/** A blob's first `length` bytes (fewer when it is shorter), read through the store: how a stored
 *  file's type is checked by its bytes, wherever the store keeps them. */
export async function blobHead(blobs: BlobStore, key: string, length: number): Promise<Buffer> {
  const size = await blobs.size(key)
  if (size === null) throw new Error(`no blob ${key}`)
  if (size === 0) return Buffer.alloc(0)
  const chunks: Buffer[] = []
  for await (const chunk of await blobs.read(key, { start: 0, end: Math.min(length, size) - 1 }))
    chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
