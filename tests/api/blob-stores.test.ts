// One contract for every blob store (src/server/blobs/blob-store.ts), run against each: the folder
// store on a temporary DATA_DIR/blobs and the S3 store on a local S3-protocol server. `open()`
// gives a second store over the same files or bucket, as another server process would have.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { Upload } from '@tus/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blobKey, type BlobStore } from '#server/blobs/blob-store'
import { FolderBlobStore } from '#server/blobs/folder-store'
import { S3BlobStore } from '#server/blobs/s3-store'
import { startLocalS3, type LocalS3 } from '../support/s3-server'

interface StoreUnderTest {
  name: string
  start(): Promise<{ open(): BlobStore; stop(): Promise<void> }>
}

/** Pages of 3 keys, so listing walks several pages without writing 1,000 objects. */
const listPageSize = 3

const stores: StoreUnderTest[] = [
  {
    name: 'folder',
    async start() {
      const root = await mkdtemp(path.join(tmpdir(), 'blob-folder-'))
      return {
        open: () => new FolderBlobStore(path.join(root, 'blobs')),
        stop: () => rm(root, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 's3',
    async start() {
      const s3: LocalS3 = await startLocalS3()
      return { open: () => new S3BlobStore(s3.settings, { listPageSize }), stop: () => s3.stop() }
    },
  },
]

const unique = () => Math.random().toString(36).slice(2, 12)

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function keysOf(store: BlobStore, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const blob of store.list(prefix)) keys.push(blob.key)
  return keys.sort()
}

describe.each(stores)('the $name blob store', (kind) => {
  let started: Awaited<ReturnType<StoreUnderTest['start']>>
  let store: BlobStore
  beforeAll(async () => {
    started = await kind.start()
    store = started.open()
  })
  afterAll(async () => {
    await started?.stop()
  })

  it('says null for the size of a blob that is not there, and refuses to read it', async () => {
    expect(await store.size(blobKey('photos', unique()))).toBeNull()
    await expect(store.read(blobKey('photos', unique()))).rejects.toThrow()
  })

  it('reads what was written, whole and by inclusive ranges', async () => {
    const key = blobKey('intros', unique())
    const bytes = Buffer.from('0123456789abcdef')
    await store.write(key, bytes)
    expect(await store.size(key)).toBe(16)
    expect(await bytesOf(await store.read(key))).toEqual(bytes)
    expect((await bytesOf(await store.read(key, { start: 0, end: 0 }))).toString()).toBe('0')
    expect((await bytesOf(await store.read(key, { start: 10, end: 15 }))).toString()).toBe('abcdef')
    expect((await bytesOf(await store.read(key, { start: 3, end: 6 }))).toString()).toBe('3456')
    // Another process sees it at once.
    expect((await bytesOf(await started.open().read(key, { start: 14, end: 15 }))).toString()).toBe('ef')
  })

  it('moves a local file in: the blob has its bytes and the file is gone', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'blob-move-')), 'checked-upload')
    const bytes = Buffer.alloc(300_000, 7)
    await writeFile(file, bytes)
    const key = blobKey('episodes', unique())
    await store.moveIn(key, file)
    expect(existsSync(file)).toBe(false)
    expect(
      createHash('sha256')
        .update(await bytesOf(await store.read(key)))
        .digest('hex'),
    ).toBe(createHash('sha256').update(bytes).digest('hex'))
  })

  it('removes blobs, and removing again or removing what never was is fine', async () => {
    const keys = [blobKey('artwork', unique()), blobKey('artwork', unique())]
    for (const key of keys) await store.write(key, Buffer.from('x'))
    await store.remove(keys)
    expect(await store.size(keys[0]!)).toBeNull()
    expect(await store.size(keys[1]!)).toBeNull()
    await expect(store.remove([...keys, blobKey('artwork', unique())])).resolves.toBeUndefined()
  })

  it('lists every blob under a prefix, with sizes, across pages', async () => {
    const keys = Array.from({ length: 10 }, (_, i) => blobKey('audio-library', `list${String(i).padStart(2, '0')}`))
    for (const [i, key] of keys.entries()) await store.write(key, Buffer.alloc(i + 1))
    await store.write(blobKey('photos', 'list-other'), Buffer.from('not listed'))
    const listed: Array<{ key: string; size: number }> = []
    for await (const blob of store.list('audio-library/list')) listed.push({ key: blob.key, size: blob.size })
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual(keys.map((key, i) => ({ key, size: i + 1 })))
  })

  it('takes a tus upload in two parts, the second through another process, as the blob of the upload id', async () => {
    const id = unique()
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251))
    const first = store.tusStore('uploads')
    await first.create(new Upload({ id, size: bytes.length, offset: 0, metadata: { kind: 'test' } }))
    expect(await first.write(Readable.from([bytes.subarray(0, 30_000)]), id, 0)).toBe(30_000)

    const second = started.open().tusStore('uploads')
    const resumed = await second.getUpload(id)
    expect(resumed).toMatchObject({ id, offset: 30_000, size: bytes.length, metadata: { kind: 'test' } })
    expect(await second.write(Readable.from([bytes.subarray(30_000)]), id, 30_000)).toBe(bytes.length)
    expect((await first.getUpload(id)).offset).toBe(bytes.length)
    // An empty PATCH at the end (a retry whose answer was lost) is answered with the length.
    expect(await first.write(Readable.from([]), id, bytes.length)).toBe(bytes.length)

    const key = blobKey('uploads', id)
    expect(await store.size(key)).toBe(bytes.length)
    expect(await bytesOf(await store.read(key))).toEqual(bytes)
    expect((await bytesOf(await store.read(key, { start: 69_998, end: 69_999 }))).toJSON().data).toEqual([
      69_998 % 251,
      69_999 % 251,
    ])

    // Removing the blob takes tus's records with it: the upload is unknown afterwards.
    await store.remove([key])
    expect(await store.size(key)).toBeNull()
    expect(await keysOf(store, key)).toEqual([])
    await expect(second.getUpload(id)).rejects.toMatchObject({ status_code: 404 })
  })

  it('keeps what arrived of a tus write whose request was cut, so the next one continues after it', async () => {
    const id = unique()
    const tus = store.tusStore('uploads')
    await tus.create(new Upload({ id, size: 50_000, offset: 0 }))
    const cut = new Readable({ read() {} })
    const writing = tus.write(cut, id, 0).catch(() => 'failed')
    cut.push(Buffer.alloc(20_000, 9))
    // Time for the store to take in what arrived before the request is cut.
    await new Promise((resolve) => setTimeout(resolve, 200))
    cut.destroy(new Error('aborted'))
    await writing
    expect((await started.open().tusStore('uploads').getUpload(id)).offset).toBe(20_000)
    expect(await tus.write(Readable.from([Buffer.alloc(30_000, 9)]), id, 20_000)).toBe(50_000)
    expect(await bytesOf(await store.read(blobKey('uploads', id)))).toEqual(Buffer.alloc(50_000, 9))
  })

  it('removes an unfinished tus upload through tus (DELETE), with what it had stored', async () => {
    const id = unique()
    const tus = store.tusStore('uploads')
    await tus.create(new Upload({ id, size: 10_000, offset: 0 }))
    await tus.write(Readable.from([Buffer.alloc(4_000, 1)]), id, 0)
    await tus.remove(id)
    expect(await keysOf(store, blobKey('uploads', id))).toEqual([])
    await expect(tus.remove(id)).rejects.toMatchObject({ status_code: 404 })
  })
})
