// `npm run admin -- copy-blobs-to-s3`, run as an operator would (the real CLI in its own process),
// from a DATA_DIR/blobs written by the folder store into a bucket on the local S3 server.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { Upload } from '@tus/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blobKey, type BlobStore } from '#server/blobs/blob-store'
import { FolderBlobStore } from '#server/blobs/folder-store'
import { S3BlobStore } from '#server/blobs/s3-store'
import { startLocalS3, type LocalS3 } from '../support/s3-server'

const run = promisify(execFile)
let dataDir: string
let s3: LocalS3
let folder: FolderBlobStore
let bucket: S3BlobStore

const blobs = {
  [blobKey('photos', 'photo1')]: Buffer.alloc(2_000, 1),
  [blobKey('intros', 'intro1')]: Buffer.alloc(70_000, 2),
  [blobKey('artwork', 'art1-300.jpg')]: Buffer.alloc(5_000, 3),
  [blobKey('episodes', 'episode1')]: Buffer.alloc(400_000, 4),
}
const finishedTake = 'take-finished'
const unfinishedTake = 'take-unfinished'

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'copy-blobs-'))
  s3 = await startLocalS3()
  folder = new FolderBlobStore(path.join(dataDir, 'blobs'))
  bucket = new S3BlobStore(s3.settings)
  for (const [key, bytes] of Object.entries(blobs)) await folder.write(key, bytes)
  const tus = folder.tusStore('uploads')
  await tus.create(new Upload({ id: finishedTake, size: 3_000, offset: 0 }))
  await tus.write(Readable.from([Buffer.alloc(3_000, 5)]), finishedTake, 0)
  await tus.create(new Upload({ id: unfinishedTake, size: 3_000, offset: 0 }))
  await tus.write(Readable.from([Buffer.alloc(1_000, 6)]), unfinishedTake, 0)
})
afterAll(async () => {
  await s3?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function copyCommand(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env }
  for (const name of Object.keys(childEnv)) if (name.startsWith('S3_') && !(name in env)) delete childEnv[name]
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'src/server/admin/cli.ts', 'copy-blobs-to-s3'], {
      env: childEnv,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function sha256(store: BlobStore, key: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of await store.read(key)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

describe('copy-blobs-to-s3', () => {
  it('refuses without a bucket, naming the setting', async () => {
    const answer = await copyCommand({})
    expect(answer.code).toBe(2)
    expect(answer.stderr).toContain('set S3_BUCKET')
  })

  it('copies every finished blob with its bytes, leaves unfinished uploads and tus records, and prints what it did', async () => {
    const answer = await copyCommand(s3.env)
    expect(answer.code, answer.stderr).toBe(0)
    const copiedKeys = [...Object.keys(blobs), blobKey('uploads', finishedTake)]
    for (const key of copiedKeys) {
      expect(answer.stdout).toContain(`copied ${key} (`)
      expect(await sha256(bucket, key)).toBe(await sha256(folder, key))
    }
    expect(answer.stdout).toContain('Copied 5 blobs (0.5 MB); 0 were already in the bucket with the same bytes.')
    expect(answer.stdout).toContain(
      `Left 1 unfinished uploads in the folder (their devices send them again): ${blobKey('uploads', unfinishedTake)}`,
    )
    expect(answer.stdout).toContain(
      `read back with the same SHA-256. Start the server with S3_BUCKET=${s3.settings.bucket}.`,
    )
    const inBucket: string[] = []
    for await (const blob of bucket.list('')) inBucket.push(blob.key)
    expect(inBucket.sort()).toEqual(copiedKeys.sort())
    // The folder is untouched.
    expect(await folder.size(blobKey('episodes', 'episode1'))).toBe(400_000)
  })

  it('run again, copies only what is new or differs', async () => {
    await folder.write(blobKey('photos', 'photo2'), Buffer.from('a new photo'))
    await bucket.write(blobKey('intros', 'intro1'), Buffer.from('damaged'))
    const answer = await copyCommand(s3.env)
    expect(answer.code, answer.stderr).toBe(0)
    expect(answer.stdout).toContain('Copied 2 blobs (0.1 MB); 4 were already in the bucket with the same bytes.')
    expect(answer.stdout).toContain(`copied ${blobKey('photos', 'photo2')} (11 bytes`)
    expect(await sha256(bucket, blobKey('intros', 'intro1'))).toBe(await sha256(folder, blobKey('intros', 'intro1')))
  })
})
