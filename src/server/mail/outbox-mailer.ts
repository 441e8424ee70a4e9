// No SMTP server is set: a mail is written to the log and kept in `mail_outbox`, where an operator
// can read it. The table holds reset codes in clear, so rows older than a day are deleted.
import { lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database'
import { mailOutbox } from '../db/schema'
import type { Mailer } from './mailer'

export const outboxKeepMs = 24 * 60 * 60 * 1000

export function createOutboxMailer({
  db,
  log,
  now,
}: {
  db: Database
  log: FastifyBaseLogger
  now: () => Date
}): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text }) {
      const at = now()
      await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, new Date(at.getTime() - outboxKeepMs)))
      await db.insert(mailOutbox).values({ recipient: to, subject, body: text, createdAt: at })
      log.warn({ mail: { to, subject } }, `SMTP_URL is not set: mail kept in the outbox instead of sent.\n${text}`)
    },
    close: () => {},
  }
}
