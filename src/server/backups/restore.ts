// `npm run admin -- restore --from DIR`: a backup becomes a new data folder, never mixed into one in
// use. PGlite unpacks the database tarball into DATA_DIR/db; the blobs and keys are copied beside it.
// The server started on it afterwards runs any newer migrations as usual.
import { copyFile, cp, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import {
  BackupError,
  blobsFolder,
  databaseFile,
  isEmptyOrNew,
  keyFiles,
  manifestFile,
  type BackupManifest,
} from './backup-folder'

async function readManifest(from: string): Promise<BackupManifest> {
  const text = await readFile(path.join(from, manifestFile), 'utf8').catch(() => null)
  const manifest = text ? (JSON.parse(text) as Partial<BackupManifest>) : null
  if (manifest?.app !== 'voice-acting' || manifest.format !== 1) {
    throw new BackupError(
      `${from} is not a finished backup of this app (it has no ${manifestFile} written by \`npm run admin -- backup\`).`,
    )
  }
  return manifest as BackupManifest
}

export async function restore(from: string, dataDir: string): Promise<string> {
  const manifest = await readManifest(from)
  if (!(await isEmptyOrNew(dataDir))) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty: restore only into a new or empty data folder (stop the server and move the old folder away first).`,
    )
  }
  // PGlite makes its own folder but not the ones above it.
  await mkdir(dataDir, { recursive: true })
  const tarball = await readFile(path.join(from, databaseFile))
  const database = new PGlite(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([tarball], { type: 'application/x-gzip' }),
  })
  await database.waitReady
  await database.close()
  await cp(path.join(from, blobsFolder), path.join(dataDir, blobsFolder), { recursive: true })
  for (const name of keyFiles) {
    await copyFile(path.join(from, name), path.join(dataDir, name)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    })
  }
  return `Restored the backup of ${manifest.createdAt} (${manifest.files} stored files) into ${dataDir}.`
}
