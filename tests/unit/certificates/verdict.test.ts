// The verdict in words on a certificate's page: revoked first, then a signature that does not hold;
// "genuine" only for one that is neither.
import { describe, expect, it } from 'vitest'
import type { Certificate } from '#contract/certificates'
import { dateOf, genuineText, notVerifiedText, purposeText, verdictTexts } from '#app/certificates/certificate-words'

const certificate: Certificate = {
  id: 'c1',
  userId: 'u1',
  recipientName: 'Tama Rewi',
  title: 'Best radio voice',
  purpose: 'class',
  purposeName: 'Radio Drama',
  issuerName: 'Ms Ngata',
  issuedAt: '2026-03-04T05:06:07.089Z',
  revokedAt: null,
  revokedReason: null,
}
const revoked = { ...certificate, revokedAt: '2026-04-01T10:00:00.000Z', revokedReason: 'Issued in error' }
const texts = (shown: Certificate, genuine: boolean) => verdictTexts(shown, genuine).map((verdict) => verdict.text)

describe('verdictTexts', () => {
  it('says genuine only for a certificate that holds and is not revoked', () => {
    expect(verdictTexts(certificate, true)).toEqual([{ text: genuineText, good: true }])
    expect(texts(certificate, false)).toEqual([notVerifiedText])
  })

  it('says when and why a certificate was revoked, and whether it also fails', () => {
    const revokedText = `This certificate was revoked on ${dateOf(revoked.revokedAt)}: Issued in error.`
    expect(texts(revoked, true)).toEqual([revokedText])
    expect(texts(revoked, false)).toEqual([revokedText, notVerifiedText])
    expect(texts({ ...revoked, revokedReason: '' }, true)).toEqual([
      `This certificate was revoked on ${dateOf(revoked.revokedAt)}.`,
    ])
  })

  it('names the purpose only when there is one', () => {
    expect(purposeText(certificate)).toBe('for Radio Drama')
    expect(purposeText({ purposeName: '' })).toBe('')
  })
})
