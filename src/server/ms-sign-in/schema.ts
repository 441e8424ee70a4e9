import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { users } from '../users/schema'

/** A work or school account linked to a member by Microsoft's object id within its tenant
 *  (`oid` + `tid` of the ID token, which never change; names and e-mails can). */
export const microsoftAccounts = pgTable(
  'microsoft_accounts',
  {
    id: id(),
    tenantId: text('tenant_id').notNull(),
    objectId: text('object_id').notNull(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('microsoft_accounts_tenant_object_unique').on(t.tenantId, t.objectId)],
)

/** Nonces handed out for sign-ins, kept as SHA-256 for 10 minutes; `used_at` makes each one
 *  good for a single ID token, so a replayed token is refused. */
export const microsoftSignInNonces = pgTable(
  'microsoft_sign_in_nonces',
  {
    id: id(),
    nonceHash: text('nonce_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('microsoft_sign_in_nonces_expires_idx').on(t.expiresAt)],
)
