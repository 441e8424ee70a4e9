// `backup` and `restore`: for the embedded database (PGlite) and the blob folder only. PostgreSQL and
// a bucket have their own tools (docs/operations.md). A running server takes the backup itself,
// through its admin socket, since only it may open the database; otherwise the command does.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { BlobStore } from '../blobs/blob-store'
import { FolderBlobStore } from '../blobs/folder-store'
import { openBlobStore } from '../blobs/open-blob-store'
import { backUp } from '../backups/backup'
import { BackupError, operationsDoc } from '../backups/backup-folder'
import { restore } from '../backups/restore'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { openDatabase } from '../db/open'
import type { AdminCommand } from './args'
import type { AdminResult } from './parse-or-usage'
import { sendToRunningServer } from './socket'

type BackupCommand = Extract<AdminCommand, { name: 'backup' | 'restore' }>

export const isBackupCommand = (command: AdminCommand): command is BackupCommand =>
  command.name === 'backup' || command.name === 'restore'

/** Why this installation cannot be backed up or restored by the command, or null when it can. */
function refusal(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  blobs: BlobStore,
  command: BackupCommand,
): string | null {
  if (config.databaseUrl)
    return `${command.name} works on the embedded database only; with DATABASE_URL use pg_dump and pg_restore, see ${operationsDoc}.`
  if (!(blobs instanceof FolderBlobStore))
    return `${command.name} works on the blob folder only; for a bucket use its versioning, see ${operationsDoc}.`
  return null
}

/** The backup a running server answers on its admin socket; none when it does not hold PGlite and a folder. */
export function serverBackup(dataDir: string, database: DatabaseHandle, blobs: BlobStore | null) {
  const { dumpDataDir } = database
  if (!dumpDataDir || !(blobs instanceof FolderBlobStore)) return undefined
  return (to: string) => backUp(to, { dataDir, dumpDatabase: dumpDataDir, blobs }, new Date())
}

export async function runBackupCommand(config: Config, command: BackupCommand): Promise<AdminResult> {
  const blobs = openBlobStore(config)
  const refused = refusal(config, blobs, command)
  if (refused || !(blobs instanceof FolderBlobStore)) return { code: 1, stdout: '', stderr: refused ?? '' }
  try {
    if (command.name === 'restore') return { code: 0, stdout: await restore(command.from, config.dataDir), stderr: '' }
    const answered = await sendToRunningServer(config.dataDir, ['backup', '--to', command.to])
    if (answered) return answered
    return { code: 0, stdout: await backupWithoutServer(config.dataDir, blobs, command.to), stderr: '' }
  } catch (error) {
    if (error instanceof BackupError) return { code: 1, stdout: '', stderr: error.message }
    throw error
  }
}

async function backupWithoutServer(dataDir: string, blobs: FolderBlobStore, to: string): Promise<string> {
  const pgliteDir = path.join(dataDir, 'db')
  if (!existsSync(pgliteDir)) throw new BackupError(`There is no database in DATA_DIR ${dataDir} to back up.`)
  const database = await openDatabase({ pgliteDir })
  try {
    const backup = serverBackup(dataDir, database, blobs)
    if (!backup) throw new Error('PGlite gave no way to dump its data folder')
    return await backup(to)
  } finally {
    await database.close()
  }
}
