// What an admin invocation prints and exits with, and its arguments read or refused with the usage.
// Light on purpose: the CLI answers a usage error without loading the database or the stores.
import { UsageError, parseCommand, usage } from './args'

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
