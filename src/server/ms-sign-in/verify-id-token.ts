// Checks an ID token from Microsoft: signature against the tenant's published keys, audience
// (our client id), expiry, and the issuer, which for multi-tenant settings is a template the
// token's own `tid` fills. The nonce is compared by the caller (it needs the cookie and database).
import { errors, jwtVerify } from 'jose'
import type { MicrosoftSettings } from '../config'
import { SignInRefusedError } from './sign-in-refused'
import type { TenantMetadata } from './tenant-metadata'

/** Personal Microsoft accounts live in this tenant; this sign-in is for work or school accounts. */
const consumerTenantId = '9188040d-6c67-4c5b-b112-36a304b66dad'
const clockToleranceSeconds = 60

export interface MicrosoftIdentity {
  tenantId: string
  objectId: string
  nonce: string
  /** Sign-in name (often user@school.example), when the token carries one. */
  preferredUsername: string | undefined
  email: string | undefined
  name: string | undefined
}

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

export async function verifyIdToken(
  token: string,
  settings: MicrosoftSettings,
  metadata: TenantMetadata,
  now: Date,
): Promise<MicrosoftIdentity> {
  let payload
  try {
    ;({ payload } = await jwtVerify(token, metadata.keys, {
      audience: settings.clientId,
      algorithms: ['RS256'],
      currentDate: now,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'nonce', 'tid', 'oid'],
    }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new SignInRefusedError('expired', 'The ID token has expired.')
    // The keys could not be fetched: not the token's fault.
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
      throw new SignInRefusedError('unavailable', `The tenant's signing keys could not be read: ${String(error)}`)
    }
    throw new SignInRefusedError(
      'token',
      `The ID token is not valid: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const tenantId = optionalText(payload.tid)
  const objectId = optionalText(payload.oid)
  const nonce = optionalText(payload.nonce)
  if (!tenantId || !objectId || !nonce) throw new SignInRefusedError('token', 'The ID token lacks tid, oid or nonce.')
  if (payload.iss !== metadata.issuer.replace('{tenantid}', tenantId)) {
    throw new SignInRefusedError('token', `The ID token's issuer ${String(payload.iss)} is not this tenant's.`)
  }
  if (tenantId === consumerTenantId)
    throw new SignInRefusedError('token', 'A personal Microsoft account cannot sign in here.')
  return {
    tenantId,
    objectId,
    nonce,
    preferredUsername: optionalText(payload.preferred_username),
    email: optionalText(payload.email),
    name: optionalText(payload.name),
  }
}
