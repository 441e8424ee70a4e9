// `create-event` (issue 16, in progress).
import type { Database } from '../db/database'
import { UsageError, type AdminCommand } from './args'

type Command<N extends AdminCommand['name']> = Extract<AdminCommand, { name: N }>

export async function createEvent(_db: Database, _command: Command<'create-event'>, _now: Date): Promise<string> {
  throw new UsageError('create-event is not available yet.')
}
