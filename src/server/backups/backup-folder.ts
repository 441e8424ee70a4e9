// What a backup folder holds: the embedded database as PGlite's tarball of its data folder, the blob
// folder as it is, the keys the data folder keeps, and a manifest written last, so a folder without
// one is a backup that did not finish.
import { readdir } from 'node:fs/promises'

export const manifestFile = 'backup.json'
export const databaseFile = 'database.tar.gz'
export const blobsFolder = 'blobs'
/** Generated at first start in DATA_DIR (jwt-secret.ts, certificates/signing-key.ts): without them
 *  every member signs in again and issued certificates no longer verify. */
export const keyFiles = ['jwt-secret', 'certificate-key.pem'] as const

export interface BackupManifest {
  app: 'voice-acting'
  format: 1
  createdAt: string
  files: number
  bytes: number
}

export class BackupError extends Error {}

/** Whether `dir` is missing or holds nothing. */
export async function isEmptyOrNew(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

export const operationsDoc = 'docs/operations.md ("Backups")'
