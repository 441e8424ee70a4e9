// The signed bytes of a certificate: the same fields always give the same JSON, in one fixed key
// order, whatever order they were gathered in; any change to a field changes the bytes.
import { describe, expect, it } from 'vitest'
import { canonicalJson, signedFieldOrder, type SignedFields } from '#server/certificates/canonical'

const fields: SignedFields = {
  id: 'cert1',
  userId: 'user1',
  recipientName: 'Tama Rewi',
  title: 'Best radio voice',
  purpose: 'class',
  purposeId: 'class1',
  purposeName: 'Radio Drama',
  issuerId: null,
  issuerName: 'Voice Acting Studio',
  issuedAt: new Date('2026-03-04T05:06:07.089Z'),
}

describe('canonicalJson', () => {
  it('writes the fields in the fixed order, the time as ISO with milliseconds, nulls kept', () => {
    expect(canonicalJson(fields)).toBe(
      '{"id":"cert1","userId":"user1","recipientName":"Tama Rewi","title":"Best radio voice","purpose":"class",' +
        '"purposeId":"class1","purposeName":"Radio Drama","issuerId":null,"issuerName":"Voice Acting Studio",' +
        '"issuedAt":"2026-03-04T05:06:07.089Z"}',
    )
  })

  it('does not depend on the order the fields were gathered in', () => {
    const reversed = Object.fromEntries(Object.entries(fields).reverse()) as unknown as SignedFields
    expect(canonicalJson(reversed)).toBe(canonicalJson(fields))
    expect(Object.keys(JSON.parse(canonicalJson(reversed)) as object)).toEqual([...signedFieldOrder])
  })

  it('ignores fields outside the signature (revocation is the server’s later word)', () => {
    const withRevocation = { ...fields, revokedAt: new Date(), revokedReason: 'x' } as SignedFields
    expect(canonicalJson(withRevocation)).toBe(canonicalJson(fields))
  })

  it('changes with any signed field', () => {
    for (const key of signedFieldOrder) {
      const changed = {
        ...fields,
        [key]: key === 'issuedAt' ? new Date(fields.issuedAt.getTime() + 1) : `${String(fields[key])}!`,
      }
      expect(canonicalJson(changed), key).not.toBe(canonicalJson(fields))
    }
  })
})
