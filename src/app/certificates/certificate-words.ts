// How a certificate is put in words, on its page and in the lists.
import type { Certificate } from '#contract/certificates'

export const genuineText = 'This certificate is genuine.'
export const notVerifiedText = 'This certificate could not be verified. It may have been altered.'

export function dateOf(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { dateStyle: 'long' })
}

export function revokedText(certificate: Pick<Certificate, 'revokedAt' | 'revokedReason'>): string | null {
  if (!certificate.revokedAt) return null
  const reason = certificate.revokedReason?.trim()
  return `This certificate was revoked on ${dateOf(certificate.revokedAt)}${reason ? `: ${reason}` : ''}.`
}

/** The verdict in words: revoked first (the server's later word), then a signature that does not
 *  hold; "genuine" only for a certificate that is neither revoked nor altered. */
export function verdictTexts(certificate: Certificate, genuine: boolean): { text: string; good: boolean }[] {
  const revoked = revokedText(certificate)
  const texts: { text: string; good: boolean }[] = []
  if (revoked) texts.push({ text: revoked, good: false })
  if (!genuine) texts.push({ text: notVerifiedText, good: false })
  else if (!revoked) texts.push({ text: genuineText, good: true })
  return texts
}

/** "for Radio Drama", or nothing for a certificate that is not for an event or a class. */
export function purposeText(certificate: Pick<Certificate, 'purposeName'>): string {
  return certificate.purposeName ? `for ${certificate.purposeName}` : ''
}
