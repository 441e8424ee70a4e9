// Signing a certificate when it is issued, and checking a stored one against the public key that
// signed it (read from certificate_keys by the id stored with the certificate).
import { createPublicKey, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { certificateKeys } from '../db/schema'
import { canonicalJson, type SignedFields } from './canonical'
import type { SigningKey } from './signing-key'

export function signCertificate(fields: SignedFields, key: SigningKey): { keyId: string; signature: string } {
  const signature = sign(null, Buffer.from(canonicalJson(fields), 'utf8'), key.privateKey)
  return { keyId: key.keyId, signature: signature.toString('base64url') }
}

export interface StoredSignature {
  keyId: string
  signature: string
}

/** Whether the stored fields are what `keyId` signed; false for an unknown key or a damaged signature. */
export async function isGenuine(db: Database, fields: SignedFields, stored: StoredSignature): Promise<boolean> {
  const publicKey = await publicKeyOf(db, stored.keyId)
  if (!publicKey) return false
  try {
    return verify(
      null,
      Buffer.from(canonicalJson(fields), 'utf8'),
      publicKey,
      Buffer.from(stored.signature, 'base64url'),
    )
  } catch {
    // A stored key or signature that is not Ed25519 material proves nothing.
    return false
  }
}

async function publicKeyOf(db: Database, keyId: string): Promise<KeyObject | null> {
  const [row] = await db
    .select({ publicJwk: certificateKeys.publicJwk })
    .from(certificateKeys)
    .where(eq(certificateKeys.id, keyId))
  if (!row) return null
  try {
    return createPublicKey({ key: JSON.parse(row.publicJwk) as JsonWebKey, format: 'jwk' })
  } catch {
    return null
  }
}
