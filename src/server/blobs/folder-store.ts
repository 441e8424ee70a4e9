// The blob store on this machine: the blob `<kind>/<name>` is the file DATA_DIR/blobs/<kind>/<name>,
// where the files have always been, so an existing install keeps its files. Bytes are written to
// `.incoming/` first and renamed into place: a crash leaves a stray temporary file, never half a
// blob under a real key. tus writes its uploads in place (`<id>` and its record `<id>.json`).
import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import type { DataStore } from '@tus/utils'
import { blobKinds, type BlobKind, type BlobStore, type ByteRange, type StoredBlob } from './blob-store'

/** tus's record of an upload, beside its bytes; it goes when the blob goes. */
const tusRecordSuffix = '.json'
const incoming = '.incoming'
const namePattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

export class FolderBlobStore implements BlobStore {
  readonly kind = 'folder' as const
  private readonly tusStores = new Map<BlobKind, FileStore>()
  private holds = 0
  private heldRemovals: string[] = []

  /** Where writes wait for their rename; what a crash left there is removed with DATA_DIR/tmp's. */
  readonly incoming: string

  /** `root`: DATA_DIR/blobs. */
  constructor(readonly root: string) {
    this.incoming = path.join(root, incoming)
  }

  /** The file of a key; throws on a key that is not `<kind>/<name>` (never a path outside `root`). */
  fileOf(key: string): string {
    const [kind, name, ...rest] = key.split('/')
    if (rest.length > 0 || !blobKinds.includes(kind as BlobKind) || !name || !namePattern.test(name))
      throw new Error(`not a blob key: ${key}`)
    return path.join(this.root, kind!, name)
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.fileOf(key))
      return info.isFile() ? info.size : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    // Opened first, so a missing blob rejects here rather than failing the stream later.
    const handle = await open(this.fileOf(key), 'r')
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {})
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.fileOf(key)
    const temp = await this.tempFile()
    try {
      await writeFile(temp, bytes)
      await this.place(temp, target)
    } finally {
      await rm(temp, { force: true })
    }
  }

  async moveIn(key: string, localFile: string): Promise<void> {
    const target = this.fileOf(key)
    try {
      await this.place(localFile, target)
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    }
    // Another file system: copied beside the blobs first, so the rename stays atomic.
    const temp = await this.tempFile()
    try {
      await copyFile(localFile, temp)
      await this.place(temp, target)
      await rm(localFile, { force: true })
    } finally {
      await rm(temp, { force: true })
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (this.holds > 0) {
      this.heldRemovals.push(...keys)
      return
    }
    const files = keys.flatMap((key) => {
      try {
        const file = this.fileOf(key)
        return [file, file + tusRecordSuffix]
      } catch {
        return []
      }
    })
    await Promise.all(files.map((file) => rm(file, { force: true }).catch(() => undefined)))
  }

  async *list(prefix: string): AsyncIterable<StoredBlob> {
    for (const kind of blobKinds) {
      const folder = `${kind}/`
      if (!folder.startsWith(prefix) && !prefix.startsWith(folder)) continue
      const names = await readdir(path.join(this.root, kind)).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[]
        throw error
      })
      for (const name of names.sort()) {
        const key = folder + name
        if (!key.startsWith(prefix) || !namePattern.test(name)) continue
        const info = await stat(path.join(this.root, kind, name)).catch(() => null)
        if (info?.isFile()) yield { key, size: info.size, modifiedAt: info.mtime }
      }
    }
  }

  tusStore(kind: BlobKind): DataStore {
    let store = this.tusStores.get(kind)
    if (!store) {
      store = new FileStore({ directory: path.join(this.root, kind) })
      this.tusStores.set(kind, store)
    }
    return store
  }

  /** Runs `task` while removals wait (a backup copying the blobs a database snapshot names); the
   *  removals asked for meanwhile happen after it. */
  async holdingRemovals<T>(task: () => Promise<T>): Promise<T> {
    this.holds += 1
    try {
      return await task()
    } finally {
      this.holds -= 1
      if (this.holds === 0) {
        const held = this.heldRemovals
        this.heldRemovals = []
        await this.remove(held)
      }
    }
  }

  private async place(file: string, target: string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true })
    await rename(file, target)
  }

  private async tempFile(): Promise<string> {
    await mkdir(this.incoming, { recursive: true })
    return path.join(this.incoming, randomBytes(12).toString('base64url'))
  }
}
