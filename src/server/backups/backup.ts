// `npm run admin -- backup --to DIR`, run by the process holding the embedded database (the server,
// through its admin socket, or the command itself when no server runs). Blob removals wait from
// before the database snapshot until the last blob is copied: rows are deleted before their blobs,
// so every blob the snapshot names is still there to copy. Blobs are never changed, only added and
// removed, so a blob added meanwhile is at worst one the snapshot does not name yet.
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FolderBlobStore } from '../blobs/folder-store'
import {
  BackupError,
  blobsFolder,
  databaseFile,
  isEmptyOrNew,
  keyFiles,
  manifestFile,
  type BackupManifest,
} from './backup-folder'

export interface BackupSources {
  dataDir: string
  /** A consistent copy of the database's data folder (PGlite's gzipped tarball). */
  dumpDatabase: () => Promise<Blob>
  blobs: FolderBlobStore
}

const ignoreMissing = (error: unknown) => {
  // An unfinished upload removed while being copied: it is no blob the snapshot names.
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
}

export async function backUp(to: string, sources: BackupSources, now: Date): Promise<string> {
  if (!(await isEmptyOrNew(to))) throw new BackupError(`${to} is not empty: back up into a new or empty folder.`)
  await mkdir(path.join(to, blobsFolder), { recursive: true })
  const { files, bytes } = await sources.blobs.holdingRemovals(async () => {
    const tarball = await sources.dumpDatabase()
    await writeFile(path.join(to, databaseFile), Buffer.from(await tarball.arrayBuffer()))
    let count = 0
    let total = 0
    for await (const blob of sources.blobs.list('')) {
      const target = path.join(to, blobsFolder, blob.key)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(sources.blobs.fileOf(blob.key), target).then(
        () => ((count += 1), (total += blob.size)),
        ignoreMissing,
      )
    }
    return { files: count, bytes: total }
  })
  for (const name of keyFiles)
    await copyFile(path.join(sources.dataDir, name), path.join(to, name)).catch(ignoreMissing)
  const manifest: BackupManifest = { app: 'voice-acting', format: 1, createdAt: now.toISOString(), files, bytes }
  await writeFile(path.join(to, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`)
  return `Backed up the database and ${files} stored files (${(bytes / 1_000_000).toFixed(1)} MB) to ${to}.`
}
