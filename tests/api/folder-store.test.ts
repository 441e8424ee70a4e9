// The folder blob store on a real temporary folder: keys are the files' paths under the folder as
// they always were, writes never leave a partial blob, removals can be held for a backup.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredBlob } from '#server/blobs/blob-store'
import { FolderBlobStore } from '#server/blobs/folder-store'

let root: string
let blobs: FolderBlobStore

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'folder-store-'))
  blobs = new FolderBlobStore(path.join(root, 'blobs'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
const listed = async (prefix: string) => {
  const found: StoredBlob[] = []
  for await (const blob of blobs.list(prefix)) found.push(blob)
  return found
}

describe('the folder blob store', () => {
  it('keeps a blob as the file at its key under the folder, and reads it whole or by range', async () => {
    const bytes = Buffer.from('0123456789')
    await blobs.write('photos/abc', bytes)
    expect(await readFile(path.join(root, 'blobs', 'photos', 'abc'))).toEqual(bytes)
    expect(await blobs.size('photos/abc')).toBe(10)
    expect(await bytesOf(await blobs.read('photos/abc'))).toEqual(bytes)
    expect((await bytesOf(await blobs.read('photos/abc', { start: 2, end: 4 }))).toString()).toBe('234')
    // Nothing half-written is left beside the blobs.
    expect(await readdir(path.join(root, 'blobs', 'photos'))).toEqual(['abc'])
  })

  it('answers a missing blob with null, a rejected read and an empty list', async () => {
    expect(await blobs.size('intros/none')).toBeNull()
    await expect(blobs.read('intros/none')).rejects.toThrow()
    expect(await listed('intros/')).toEqual([])
  })

  it('refuses keys that are not a kind and a name', async () => {
    await expect(blobs.write('../escape', Buffer.from('x'))).rejects.toThrow('not a blob key')
    await expect(blobs.write('photos/../../escape', Buffer.from('x'))).rejects.toThrow('not a blob key')
    await expect(blobs.write('elsewhere/x', Buffer.from('x'))).rejects.toThrow('not a blob key')
  })

  it('moves a local file in, which is gone afterwards', async () => {
    const local = path.join(root, 'tmp', 'download')
    await mkdir(path.dirname(local), { recursive: true })
    await writeFile(local, 'music')
    await blobs.moveIn('audio-library/m1', local)
    expect((await bytesOf(await blobs.read('audio-library/m1'))).toString()).toBe('music')
    await expect(readFile(local)).rejects.toThrow()
  })

  it('lists the blobs under a prefix with their size and time, tus records included', async () => {
    await mkdir(path.join(root, 'blobs', 'uploads'), { recursive: true })
    await writeFile(path.join(root, 'blobs', 'uploads', 'take1'), 'abc')
    await writeFile(path.join(root, 'blobs', 'uploads', 'take1.json'), '{}')
    const found = await listed('uploads/')
    expect(found.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'uploads/take1', size: 3 },
      { key: 'uploads/take1.json', size: 2 },
    ])
    expect(found[0]!.modifiedAt).toBeInstanceOf(Date)
    expect((await listed('')).map((blob) => blob.key)).toEqual([
      'uploads/take1',
      'uploads/take1.json',
      'photos/abc',
      'audio-library/m1',
    ])
  })

  it('removes blobs with their tus record, ignoring ones already gone', async () => {
    await blobs.remove(['uploads/take1', 'uploads/never-was', 'not a key'])
    expect(await listed('uploads/')).toEqual([])
  })

  it('holds removals while a backup copies, and makes them after', async () => {
    await blobs.write('artwork/a1', Buffer.from('art'))
    let during: number | null = null
    await blobs.holdingRemovals(async () => {
      await blobs.remove(['artwork/a1'])
      during = await blobs.size('artwork/a1')
    })
    expect(during).toBe(3)
    expect(await blobs.size('artwork/a1')).toBeNull()
  })
})
