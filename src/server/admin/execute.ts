// One admin invocation, from argv to what it prints and its exit code: used by the CLI when it
// opens the database itself and by a running server answering on its admin socket.
import { BackupError } from '../backups/backup-folder'
import type { Database } from '../db/database'
import { UsageError } from './args'
import { runCommand } from './commands'
import { parseOrUsage, type AdminResult } from './parse-or-usage'

export interface AdminContext {
  db: Database
  /** Backs up into a folder; only a server holding the embedded database and a blob folder can. */
  backup?: ((to: string) => Promise<string>) | undefined
}

export async function executeAdmin(context: AdminContext, argv: string[], now: Date): Promise<AdminResult> {
  const command = parseOrUsage(argv)
  if ('code' in command) return command
  try {
    if (command.name === 'restore')
      throw new UsageError('restore makes a new data folder: run it while no server runs on DATA_DIR.')
    if (command.name === 'backup') {
      if (!context.backup) throw new UsageError('This server cannot take backups (see docs/operations.md, "Backups").')
      return { code: 0, stdout: await context.backup(command.to), stderr: '' }
    }
    return { code: 0, stdout: await runCommand(context.db, command, now), stderr: '' }
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof BackupError)) throw error
    return { code: 1, stdout: '', stderr: error.message }
  }
}
