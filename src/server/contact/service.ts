// Contact Us: a message is stored first (nothing typed is lost when the mail server is down), then
// mailed to CONTACT_TO without making the sender wait; `mailed_at` says which ones went out. A filled
// honeypot is a bot: answered like anyone, stored and mailed never.
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod/mini'
import type { contactBody } from '#contract/contact'
import type { Database } from '../db/database'
import { contactMessages } from '../db/schema'
import type { MailMessage, Mailer } from '../mail/mailer'

export type ContactInput = z.output<typeof contactBody>

export interface ContactDesk {
  receive(input: ContactInput, senderId: string | null): Promise<void>
  /** Resolves once every mail under way has been sent or has failed. */
  drain(): Promise<void>
}

export function contactMail(to: string, input: ContactInput, senderId: string | null, id: string): MailMessage {
  const lines = [
    `From: ${input.name} <${input.email}>`,
    senderId ? `Member: ${senderId}` : 'Member: not signed in',
    `Message id: ${id}`,
    '',
    input.message,
  ]
  return { to, subject: `Contact: ${input.subject}`, text: lines.join('\n') }
}

export function createContactDesk(deps: {
  db: Database
  mailer: Mailer
  contactTo: string | undefined
  now: () => Date
  log: FastifyBaseLogger
}): ContactDesk {
  const { db, mailer, contactTo, now, log } = deps
  const pending = new Set<Promise<void>>()

  function deliver(id: string, message: MailMessage) {
    const sending = mailer
      .send(message)
      .then(async () => {
        await db.update(contactMessages).set({ mailedAt: now() }).where(eq(contactMessages.id, id))
      })
      .catch((error: unknown) => log.error({ err: error, contactMessage: id }, 'mailing a contact message failed'))
      .finally(() => pending.delete(sending))
    pending.add(sending)
  }

  return {
    async receive(input, senderId) {
      if (input.website.trim() !== '') {
        log.info('a contact message with the honeypot field filled was dropped')
        return
      }
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          userId: senderId,
          createdAt: now(),
        })
        .returning({ id: contactMessages.id })
      if (!row) throw new Error('the contact message was not stored')
      if (contactTo) deliver(row.id, contactMail(contactTo, input, senderId, row.id))
      else log.info({ contactMessage: row.id }, 'contact message stored (CONTACT_TO is not set, so it is not mailed)')
    },
    async drain() {
      await Promise.allSettled([...pending])
    },
  }
}
