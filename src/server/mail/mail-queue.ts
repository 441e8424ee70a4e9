import type { FastifyBaseLogger } from 'fastify'
import type { MailMessage, Mailer } from './mailer'

export interface MailQueue {
  /** Sends without making the caller wait; a failure is logged, never shown to the requester. */
  send(message: MailMessage): void
  /** Resolves once every send under way has finished (the server waits for it when closing). */
  drain(): Promise<void>
}

// An answer that waited for the mail server would tell, by its timing, whether a mail went out.
export function createMailQueue(mailer: Mailer, log: FastifyBaseLogger): MailQueue {
  const pending = new Set<Promise<void>>()
  return {
    send(message) {
      const sending = mailer
        .send(message)
        .catch((error: unknown) =>
          log.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'sending a mail failed'),
        )
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async drain() {
      await Promise.allSettled([...pending])
    },
  }
}
