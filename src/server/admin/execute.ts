// One admin invocation, from argv to what it prints and its exit code: used by the CLI when it
// opens the database itself and by a running server answering on its admin socket.
import type { Database } from '../db/database'
import { UsageError, parseCommand, usage } from './args'
import { runCommand } from './commands'

export interface AdminResult {
  code: 0 | 1 | 2
  stdout: string
  stderr: string
}

export function parseOrUsage(argv: string[]): ReturnType<typeof parseCommand> | AdminResult {
  try {
    return parseCommand(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    return { code: 2, stdout: '', stderr: `${error.message}\n\n${usage}` }
  }
}

export async function executeAdmin(db: Database, argv: string[], now: Date): Promise<AdminResult> {
  const command = parseOrUsage(argv)
  if ('code' in command) return command
  try {
    return { code: 0, stdout: await runCommand(db, command, now), stderr: '' }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    return { code: 1, stdout: '', stderr: error.message }
  }
}
