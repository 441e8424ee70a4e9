// The bytes a certificate's signature covers: its readable fields and who it names, as JSON with a
// fixed key order, so the server that verifies rebuilds exactly what the server that issued signed,
// whatever order the database or a future refactor hands the fields in.
export interface SignedFields {
  id: string
  userId: string
  recipientName: string
  title: string
  purpose: 'event' | 'class' | 'other'
  purposeId: string | null
  purposeName: string
  issuerId: string | null
  issuerName: string
  issuedAt: Date
}

/** The order is part of the signature format: changing it makes every stored certificate fail. */
export const signedFieldOrder = [
  'id',
  'userId',
  'recipientName',
  'title',
  'purpose',
  'purposeId',
  'purposeName',
  'issuerId',
  'issuerName',
  'issuedAt',
] as const satisfies ReadonlyArray<keyof SignedFields>

export function canonicalJson(fields: SignedFields): string {
  const ordered = signedFieldOrder.map((key) => {
    const value = fields[key]
    return [key, value instanceof Date ? value.toISOString() : value] as const
  })
  return JSON.stringify(Object.fromEntries(ordered))
}
