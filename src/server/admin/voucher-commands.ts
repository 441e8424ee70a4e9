// `create-vouchers` (issue 16, in progress).
import type { Database } from '../db/database'
import { UsageError, type AdminCommand } from './args'

type Command<N extends AdminCommand['name']> = Extract<AdminCommand, { name: N }>

export async function createVouchers(_db: Database, _command: Command<'create-vouchers'>): Promise<string> {
  throw new UsageError('create-vouchers is not available yet.')
}
