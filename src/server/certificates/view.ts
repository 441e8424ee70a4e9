// A stored certificate as the API shows it, and the signed fields rebuilt from it.
import type { Certificate } from '#contract/certificates'
import type { SignedFields } from './canonical'
import type { CertificateRow } from './queries'

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    userId: row.userId,
    recipientName: row.recipientName,
    title: row.title,
    purpose: row.purpose,
    purposeName: row.purposeName,
    issuerName: row.issuerName,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedAt ? (row.revokedReason ?? '') : null,
  }
}

export function signedFieldsOf(row: CertificateRow): SignedFields {
  return {
    id: row.id,
    userId: row.userId,
    recipientName: row.recipientName,
    title: row.title,
    purpose: row.purpose,
    purposeId: row.purposeId,
    purposeName: row.purposeName,
    issuerId: row.issuerId,
    issuerName: row.issuerName,
    issuedAt: row.issuedAt,
  }
}
