// Sign-ins: one row per signed-in device (a refresh-token family). Only a coarse label of the
// browser and platform is kept, never the raw user agent or an address.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { users } from '../users/schema'

/** Refresh tokens are kept only as SHA-256 hashes; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
)

export const signIns = pgTable(
  'sign_ins',
  {
    /** The family id its refresh tokens carry. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Chrome on Android", "Safari on iPhone", … (device-label.ts). */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the newest refresh token of the sign-in expires; after that it is gone. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.lastUsedAt)],
)
