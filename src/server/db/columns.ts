// Columns every table spells alike: a random text id (ids.ts) and created_at; drafts, scripts and
// sessions also keep updated_at from the server's clock in milliseconds, so the (updated_at, id)
// page cursors compare exactly.
import { text, timestamp } from 'drizzle-orm/pg-core'
import { newId } from './ids'

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId())

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow()
