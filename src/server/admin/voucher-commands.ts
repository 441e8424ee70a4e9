// `create-vouchers`: prints single-use codes, one per line, once (only their hashes are stored).
import type { Database } from '../db/database'
import { createVouchers as makeVouchers } from '../subscriptions/vouchers'
import type { AdminCommand } from './args'

type Command<N extends AdminCommand['name']> = Extract<AdminCommand, { name: N }>

export async function createVouchers(db: Database, command: Command<'create-vouchers'>): Promise<string> {
  const codes = await makeVouchers(db, command)
  const what = `${command.privileges.join(', ')} for ${command.days} day${command.days === 1 ? '' : 's'}`
  return [
    `Created ${codes.length} single-use voucher code${codes.length === 1 ? '' : 's'} (${what} from redemption):`,
    ...codes,
  ].join('\n')
}
