import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'

/** Secrets every server process must share (the JWT secret, the certificate key, signed links'
 *  key): made once by whichever process comes first, then read by all. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/** Rate-limit counters shared by every server process on PostgreSQL: one row per route and key,
 *  counting hits until `expires_at`, then starting again. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
})

/** Failures counted per scope and key across processes on PostgreSQL (failed sign-ins, wrong codes):
 *  one row per failure, forgotten once its window has passed or the key succeeds. */
export const failedAttempts = pgTable(
  'failed_attempts',
  {
    id: id(),
    /** `<scope>|<key>`, e.g. `sign-in|203.0.113.9|ann`. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('failed_attempts_key_at_idx').on(t.key, t.at), index('failed_attempts_expires_idx').on(t.expiresAt)],
)
