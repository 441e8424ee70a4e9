// Every mail leaves through one Mailer: over SMTP (nodemailer) when SMTP_URL is set, otherwise
// into the outbox (the server log plus the `mail_outbox` table), so a fresh install without a
// mail server can still reset a password.
import type { FastifyBaseLogger } from 'fastify'
import { defaultMailFrom, type MailSettings } from '../config'
import type { Database } from '../db/database'
import { createOutboxMailer } from './outbox-mailer'
import { createSmtpMailer } from './smtp-mailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

export const defaultMailSettings: MailSettings = { smtpUrl: undefined, from: defaultMailFrom }

export function createMailer(
  settings: MailSettings,
  deps: { db: Database; log: FastifyBaseLogger; now: () => Date },
): Mailer {
  return settings.smtpUrl ? createSmtpMailer(settings.smtpUrl, settings.from) : createOutboxMailer(deps)
}
