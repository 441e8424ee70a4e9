// The blob store in an S3-compatible bucket (S3_* settings): the blob `<kind>/<name>` is the object
// of that key, so several server processes share every file. tus uploads go through @tus/s3-store
// (a multipart upload per take, see s3-tus-store.ts); a finished upload is the blob itself.
import { createReadStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { S3Store } from '@tus/s3-store'
import type { DataStore } from '@tus/utils'
import { ConfigError, type S3Settings } from '../config'
import type { BlobKind, BlobStore, ByteRange, StoredBlob } from './blob-store'
import { makeS3Client, s3ClientConfig } from './s3-client'
import { KeyedS3TusStore } from './s3-tus-store'

/** tus's objects beside an upload's bytes: its record and a last part shorter than S3's 5 MiB minimum. */
const tusSuffixes = ['.info', '.part']
/** DeleteObjects takes at most 1,000 keys. */
const deleteBatch = 1000

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const
  readonly client: S3Client
  readonly bucket: string
  private readonly tusStores = new Map<BlobKind, DataStore>()

  /** `listPageSize`: keys per ListObjectsV2 page (S3's most, 1,000, unless a test wants pages). */
  constructor(
    private readonly settings: S3Settings,
    private readonly options: { listPageSize?: number } = {},
  ) {
    this.client = makeS3Client(settings)
    this.bucket = settings.bucket
  }

  /** Fails with a ConfigError naming S3_BUCKET when the bucket cannot be reached with these
   *  settings, so a wrong endpoint or key stops the start instead of every upload. */
  async checkReachable(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      const where = this.settings.endpoint ?? `AWS S3 in ${this.settings.region}`
      throw new ConfigError(
        `Invalid setting S3_BUCKET: the bucket ${this.bucket} at ${where} cannot be reached with these settings (${reason}).`,
      )
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      return head.ContentLength ?? 0
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    )
    return answer.Body as Readable
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes }))
  }

  /** One PUT (S3 takes up to 5 GB in one; the largest file the app keeps is a 300 MB episode). */
  async moveIn(key: string, localFile: string): Promise<void> {
    const { size } = await stat(localFile)
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: createReadStream(localFile), ContentLength: size }),
    )
    await rm(localFile, { force: true })
  }

  async remove(keys: readonly string[]): Promise<void> {
    const all = keys.flatMap((key) => [key, ...tusSuffixes.map((suffix) => key + suffix)])
    for (let i = 0; i < all.length; i += deleteBatch) {
      const batch = all.slice(i, i + deleteBatch).map((Key) => ({ Key }))
      await this.client
        .send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }))
        .catch(() => undefined)
    }
  }

  async *list(prefix: string): AsyncIterable<StoredBlob> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(this.options.listPageSize ? { MaxKeys: this.options.listPageSize } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      )
      for (const object of page.Contents ?? []) {
        if (object.Key)
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  tusStore(kind: BlobKind): DataStore {
    let store = this.tusStores.get(kind)
    if (!store) {
      const inner = new S3Store({ s3ClientConfig: { ...s3ClientConfig(this.settings), bucket: this.bucket } })
      store = new KeyedS3TusStore(kind, inner, (key) => this.remove([key]))
      this.tusStores.set(kind, store)
    }
    return store
  }
}
