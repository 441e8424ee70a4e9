// Copies every blob of one store into another (an install's DATA_DIR/blobs into its new bucket):
// each blob goes through a temporary file whose SHA-256 is taken on the way, is moved in, and is
// read back from the target and hashed again. A blob already in the target with the same bytes is
// left alone, so running it again copies only what is new or differs. The source is never changed.
// tus's records are not blobs, and an upload the folder has not finished cannot continue in a
// bucket (the S3 store keeps it as a multipart upload): both are left behind and counted.
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { blobKinds, type BlobStore, type StoredBlob } from './blob-store'

export interface CopyReport {
  copied: number
  copiedBytes: number
  alreadyThere: number
  /** Unfinished tus uploads, left in the source. */
  unfinished: string[]
  /** Blobs whose bytes read back from the target differ (nothing of them is trusted). */
  mismatched: string[]
}

/** tus's record of an upload in the folder store, `<id>.json` beside its bytes. */
const tusRecord = /\.json$/

async function sha256Of(store: BlobStore, key: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of await store.read(key)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** The declared length of an upload from its tus record, or null when it has none. */
async function declaredLength(store: BlobStore, recordKey: string): Promise<number | null> {
  const chunks: Buffer[] = []
  for await (const chunk of await store.read(recordKey)) chunks.push(chunk as Buffer)
  const record = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { size?: unknown }
  return typeof record.size === 'number' ? record.size : null
}

/** `workDir`: where each blob waits on its way (the largest blob must fit there). */
export async function copyBlobs(
  from: BlobStore,
  to: BlobStore,
  options: { workDir?: string; progress?: (line: string) => void } = {},
): Promise<CopyReport> {
  const progress = options.progress ?? (() => {})
  const report: CopyReport = { copied: 0, copiedBytes: 0, alreadyThere: 0, unfinished: [], mismatched: [] }
  await mkdir(options.workDir ?? tmpdir(), { recursive: true })
  const work = await mkdtemp(path.join(options.workDir ?? tmpdir(), 'copy-blobs-'))
  try {
    for (const kind of blobKinds) {
      const listed: StoredBlob[] = []
      for await (const blob of from.list(`${kind}/`)) listed.push(blob)
      const keys = new Set(listed.map((blob) => blob.key))
      for (const blob of listed) {
        if (tusRecord.test(blob.key)) continue
        if (keys.has(`${blob.key}.json`)) {
          const length = await declaredLength(from, `${blob.key}.json`)
          if (length === null || blob.size < length) {
            report.unfinished.push(blob.key)
            continue
          }
        }
        await copyOne(from, to, blob, work, report, progress)
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  return report
}

async function copyOne(
  from: BlobStore,
  to: BlobStore,
  blob: StoredBlob,
  work: string,
  report: CopyReport,
  progress: (line: string) => void,
) {
  const sourceHash = createHash('sha256')
  const temp = path.join(work, 'blob')
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sourceHash.update(chunk)
      done(null, chunk)
    },
  })
  await pipeline(await from.read(blob.key), hashing, createWriteStream(temp))
  const expected = sourceHash.digest('hex')
  if ((await to.size(blob.key)) === blob.size && (await sha256Of(to, blob.key)) === expected) {
    report.alreadyThere += 1
    await rm(temp, { force: true })
    return
  }
  await to.moveIn(blob.key, temp)
  if ((await sha256Of(to, blob.key)) !== expected) {
    report.mismatched.push(blob.key)
    progress(`MISMATCH ${blob.key}: the bucket's bytes differ from the folder's`)
    return
  }
  report.copied += 1
  report.copiedBytes += blob.size
  progress(`copied ${blob.key} (${blob.size} bytes, sha256 ${expected.slice(0, 16)}…)`)
}
