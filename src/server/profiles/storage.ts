// Profile files live beside take audio: DATA_DIR/blobs/photos/<photo id> (512×512 WebP) and
// DATA_DIR/blobs/intros/<intro id>. Ids are random and never reused, so a file never changes;
// a replaced or removed file is deleted after the database no longer names it.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export type ProfileFileKind = 'photos' | 'intros'

export interface ProfileFiles {
  pathOf(kind: ProfileFileKind, id: string): string
  write(kind: ProfileFileKind, id: string, bytes: Buffer): Promise<void>
  /** Deletes the files, ignoring ones already gone; never throws (a leftover file is harmless). */
  remove(files: Array<{ kind: ProfileFileKind; id: string }>): Promise<void>
}

export function createProfileFiles(dataDir: string): ProfileFiles {
  const dir = (kind: ProfileFileKind) => path.join(dataDir, 'blobs', kind)
  const pathOf = (kind: ProfileFileKind, id: string) => path.join(dir(kind), id)
  return {
    pathOf,
    async write(kind, id, bytes) {
      await mkdir(dir(kind), { recursive: true })
      await writeFile(pathOf(kind, id), bytes, { flag: 'wx' })
    },
    async remove(files) {
      await Promise.all(files.map((file) => rm(pathOf(file.kind, file.id), { force: true }).catch(() => undefined)))
    },
  }
}
