import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'

/** Mails not sent because no SMTP server is set (SMTP_URL): kept for an operator to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
)
