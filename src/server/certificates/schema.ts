import { index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'
import { users } from '../users/schema'

export const certificatePurpose = pgEnum('certificate_purpose', ['event', 'class', 'other'])

/** An issued certificate. Every field a reader sees is covered by `signature` (Ed25519 over the
 *  canonical JSON of them, made by the key `key_id` when issued); the event and class ids have no
 *  foreign key, so removing an event never alters a signed certificate. Revocation is outside the
 *  signature: it is the server's later word. */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    title: text('title').notNull(),
    purpose: certificatePurpose('purpose').notNull(),
    purposeId: text('purpose_id'),
    purposeName: text('purpose_name').notNull().default(''),
    /** The teacher who issued it; null for an administrator's. Signed, so no foreign key: a teacher
     *  closing their account must not alter the certificates they issued. */
    issuerId: text('issuer_id'),
    issuerName: text('issuer_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('certificates_user_idx').on(t.userId, t.issuedAt.desc(), t.id.desc()),
    index('certificates_issuer_idx').on(t.issuerId, t.issuedAt.desc(), t.id.desc()),
  ],
)

/** Public keys that signed certificates, by id (the JWK thumbprint), kept so a certificate stays
 *  verifiable after the signing key changes. */
export const certificateKeys = pgTable('certificate_keys', {
  id: text('id').primaryKey(),
  /** The public key as a JWK (kty OKP, crv Ed25519). */
  publicJwk: text('public_jwk').notNull(),
  createdAt: createdAt(),
})
