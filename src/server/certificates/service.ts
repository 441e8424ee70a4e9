// Issuing (sign, then store), reading with its verdict, and revoking. Revocation is outside the
// signature: it is the server's later word on a certificate that was genuine when issued.
import { certificateMessages, type Certificate } from '#contract/certificates'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { HttpError } from '../http/errors'
import type { Purpose } from './purpose'
import { findCertificate, insertCertificate, markRevoked, type CertificateRow } from './queries'
import { isGenuine, signCertificate } from './signature'
import type { SigningKey } from './signing-key'
import { signedFieldsOf, toCertificate } from './view'

export interface IssueInput {
  userId: string
  recipientName: string
  title: string
  purpose: Purpose
  /** The issuing teacher; null for an administrator. */
  issuerId: string | null
  issuerName: string
}

export async function issueCertificate(
  db: Database,
  key: SigningKey,
  input: IssueInput,
  now: Date,
): Promise<CertificateRow> {
  const fields = {
    id: newId(),
    userId: input.userId,
    recipientName: input.recipientName,
    title: input.title,
    ...input.purpose,
    issuerId: input.issuerId,
    issuerName: input.issuerName,
    issuedAt: now,
  }
  return insertCertificate(db, { ...fields, ...signCertificate(fields, key) })
}

export interface VerifiedCertificate {
  certificate: Certificate
  verification: { genuine: boolean; revoked: boolean; keyId: string }
}

export async function viewCertificate(db: Database, id: string): Promise<VerifiedCertificate> {
  const row = await requireCertificate(db, id)
  const genuine = await isGenuine(db, signedFieldsOf(row), row)
  return {
    certificate: toCertificate(row),
    verification: { genuine, revoked: row.revokedAt !== null, keyId: row.keyId },
  }
}

export async function requireCertificate(db: Database, id: string): Promise<CertificateRow> {
  const row = await findCertificate(db, id)
  if (!row) throw new HttpError(404, certificateMessages.unknownCertificate)
  return row
}

export async function revokeCertificate(
  db: Database,
  row: CertificateRow,
  reason: string,
  now: Date,
): Promise<CertificateRow> {
  if (row.revokedAt) throw new HttpError(409, certificateMessages.alreadyRevoked)
  const revoked = await markRevoked(db, row.id, now, reason)
  // Revoked meanwhile by another request.
  if (!revoked) throw new HttpError(409, certificateMessages.alreadyRevoked)
  return revoked
}
