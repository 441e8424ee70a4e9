import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

/** `smtpUrl` is nodemailer's connection URL: smtp://user:pass@host:587 (STARTTLS when offered)
 *  or smtps://user:pass@host:465; options such as `?pool=true` ride in its query string. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text })
    },
    close: () => transport.close(),
  }
}
