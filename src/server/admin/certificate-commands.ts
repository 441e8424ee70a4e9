// `issue-certificate` and `revoke-certificate` (issue 16, in progress).
import type { Database } from '../db/database'
import { UsageError, type AdminCommand } from './args'

type Command<N extends AdminCommand['name']> = Extract<AdminCommand, { name: N }>

export async function issueCertificate(_db: Database, _command: Command<'issue-certificate'>, _now: Date): Promise<string> {
  throw new UsageError('issue-certificate is not available yet.')
}

export async function revokeCertificate(_db: Database, _command: Command<'revoke-certificate'>, _now: Date): Promise<string> {
  throw new UsageError('revoke-certificate is not available yet.')
}
