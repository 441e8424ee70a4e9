// tus's S3 store for one kind of blob. @tus/s3-store names its objects after the upload id (the
// bytes `<id>`, its record `<id>.info`, a short last part `<id>.part`) and has no key prefix, while
// the upload id must stay the take id (it is in the upload's URL). So this store hands S3Store the
// blob key `<kind>/<id>` as the id and gives tus back the bare id: a finished upload's object is
// the blob `blobKey(kind, id)`, and every process on the bucket sees the same upload.
import { PassThrough, type Readable } from 'node:stream'
import type { S3Store } from '@tus/s3-store'
import { DataStore, ERRORS, Upload } from '@tus/utils'
import { blobKey, type BlobKind } from './blob-store'

/** The bytes of a PATCH as a stream that ends, rather than fails, when the request is cut. A cut
 *  request's stream is destroyed, and S3Store throws away the part it was filling (it uploads a
 *  part only once it is whole or the stream ends), so the device would send those bytes again;
 *  FileStore keeps them because it writes as they come. Ending the stream stores them as the last
 *  (short) part, and the next PATCH, on any process, continues after them. */
function keepWhatArrived(stream: Readable): Readable {
  const arrived = new PassThrough()
  const end = () => {
    if (!arrived.writableEnded) arrived.end()
  }
  stream.on('error', end)
  stream.on('close', end)
  return stream.pipe(arrived)
}

export class KeyedS3TusStore extends DataStore {
  constructor(
    private readonly kind: BlobKind,
    private readonly inner: S3Store,
    /** Deletes a blob with tus's objects beside it (the blob store's remove). */
    private readonly removeBlob: (key: string) => Promise<void>,
  ) {
    super()
    this.extensions = inner.extensions
  }

  private key(id: string) {
    return blobKey(this.kind, id)
  }

  private withId(upload: Upload, id: string): Upload {
    return new Upload({ ...upload, id })
  }

  override async create(upload: Upload): Promise<Upload> {
    const made = await this.inner.create(this.withId(upload, this.key(upload.id)))
    return this.withId(made, upload.id)
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    try {
      return await this.inner.write(keepWhatArrived(stream), this.key(id), offset)
    } catch (error) {
      // An empty PATCH at the end of a finished upload (a retry whose answer was lost): S3Store
      // lists the parts of a multipart upload that is gone; the object is whole, so say so.
      const upload = await this.inner.getUpload(this.key(id)).catch(() => null)
      if (upload?.size !== undefined && upload.offset >= upload.size && offset >= upload.size) return upload.offset
      throw error
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.withId(await this.inner.getUpload(this.key(id)), id)
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    return this.inner.declareUploadLength(this.key(id), length)
  }

  /** S3Store's own remove gives up on a finished upload (its multipart upload is gone, so the abort
   *  answers NoSuchUpload) before deleting the object: here an unknown upload is still a 404 for
   *  tus, and a known one is aborted if it was still going, then deleted with its records. */
  override async remove(id: string): Promise<void> {
    const upload = await this.inner.getUpload(this.key(id))
    if ((upload.offset ?? 0) < (upload.size ?? Infinity)) {
      await this.inner.remove(this.key(id)).catch((error: unknown) => {
        if (error !== ERRORS.FILE_NOT_FOUND) throw error
      })
    }
    await this.removeBlob(this.key(id))
  }

  override deleteExpired(): Promise<number> {
    return this.inner.deleteExpired()
  }

  override getExpiration(): number {
    return this.inner.getExpiration()
  }

  async read(id: string): Promise<Readable> {
    return (await this.inner.read(this.key(id))) as Readable
  }
}
