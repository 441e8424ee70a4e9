// `issue-certificate` and `revoke-certificate`. An administrator issues to any member, for an event,
// a class or nothing in particular ('other'), in the site's name. The command may run in its own
// process or in the server (admin socket): either way it reads the same settings and DATA_DIR, so
// it signs with the server's key (certificates/signing-key.ts).
import { certificateLimits } from '#contract/certificates'
import { loadConfig } from '../config'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { classPurpose, eventPurpose, nameOnCertificate, otherPurpose, type Purpose } from '../certificates/purpose'
import { findCertificate } from '../certificates/queries'
import { issueCertificate as issue, revokeCertificate as revoke } from '../certificates/service'
import { rememberPublicKey, resolveSigningKey } from '../certificates/signing-key'
import { UsageError, type AdminCommand } from './args'
import { requireUser } from './members'

type Command<N extends AdminCommand['name']> = Extract<AdminCommand, { name: N }>

/** Who an administrator's certificate says issued it: the site, which a reader of the paper knows. */
export const administratorIssuerName = 'Voice Acting Studio'

export async function issueCertificate(
  db: Database,
  command: Command<'issue-certificate'>,
  now: Date,
): Promise<string> {
  const title = command.title.trim()
  if (title === '') throw new UsageError('--title is empty.')
  if (title.length > certificateLimits.titleMax)
    throw new UsageError(`--title is longer than ${certificateLimits.titleMax} characters.`)
  const user = await requireUser(db, command.username)
  const purpose = await purposeOf(db, command)
  const key = await commandSigningKey(db)
  await rememberPublicKey(db, key)
  const recipientName = (await nameOnCertificate(db, user.id)) ?? user.username
  const row = await issue(
    db,
    key,
    { userId: user.id, recipientName, title, purpose, issuerId: null, issuerName: administratorIssuerName },
    now,
  )
  return `Issued certificate ${row.id} to ${user.username}: ${row.title}.`
}

export async function revokeCertificate(
  db: Database,
  command: Command<'revoke-certificate'>,
  now: Date,
): Promise<string> {
  const row = await findCertificate(db, command.certificateId)
  if (!row) throw new UsageError(`Unknown certificate ${command.certificateId}.`)
  if (command.reason.length > certificateLimits.reasonMax)
    throw new UsageError(`--reason is longer than ${certificateLimits.reasonMax} characters.`)
  try {
    await revoke(db, row, command.reason, now)
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(error.message)
    throw error
  }
  return `Revoked certificate ${row.id}${command.reason ? `: ${command.reason}` : ''}.`
}

async function purposeOf(db: Database, command: Command<'issue-certificate'>): Promise<Purpose> {
  if (command.eventId) {
    const purpose = await eventPurpose(db, command.eventId)
    if (!purpose) throw new UsageError(`Unknown event ${command.eventId}.`)
    return purpose
  }
  if (command.classId) {
    const purpose = await classPurpose(db, command.classId)
    if (!purpose) throw new UsageError(`Unknown class ${command.classId}.`)
    return purpose
  }
  return otherPurpose
}

/** The server's key: the same setting, or the same file in the same DATA_DIR (on PostgreSQL, the
 *  same row of the database). */
async function commandSigningKey(db: Database) {
  const config = loadConfig()
  return resolveSigningKey(config.certificateSigningKey, config.dataDir, config.databaseUrl ? db : null)
}
