// Guards declared once: a route names what it needs (`access`, see http/route-access.ts) and these
// two hooks enforce it. `authenticate` turns the bearer token into `request.auth`, with the
// privileges computed from the database on every request.
import type { FastifyRequest } from 'fastify'
import type { Privilege } from '#contract/privileges'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import type { AccessClaims, AccessTokens } from './access-tokens'
import type { ReadCache } from '../read-cache/read-cache'
import { requestAccess } from './request-access'
import { rememberVerifiedTokens } from './verified-tokens'

export interface AuthContext {
  userId: string
  /** The sign-in (device) the access token belongs to; null for tokens from before sign-ins. */
  signInId: string | null
  privileges: ReadonlySet<Privilege>
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>
    authenticateToken: (request: FastifyRequest) => Promise<void>
  }
}

export const signInRequiredMessage = 'Please log in.'
export const sessionExpiredMessage = 'Your session has expired. Please log in again.'
export const forbiddenMessage = 'You do not have permission to do this.'

/** The verified claims of the request's bearer token; 401 without one or with a bad one. */
async function bearerClaims(request: FastifyRequest, verify: AccessTokens['verify']): Promise<AccessClaims> {
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null
  if (!match?.[1]) throw new HttpError(401, signInRequiredMessage)
  const claims = await verify(match[1])
  if (!claims) throw new HttpError(401, sessionExpiredMessage)
  return claims
}

export function createAuthenticate(db: Database, reads: ReadCache, tokens: AccessTokens, now: () => Date) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const { userId, signInId } = await bearerClaims(request, tokens.verify)
    // An ended sign-in (signed out from another device, a password change) refuses at once.
    const privileges = await requestAccess(reads, db, userId, signInId, now(), request.arrivedAt)
    if (!privileges) throw new HttpError(401, sessionExpiredMessage)
    request.auth = { userId, signInId, privileges: new Set(privileges) }
  }
}

/** The access level 'token' (route-access.ts): the signed token alone, no database read, so no
 *  privileges and no check that the sign-in still lives (decision 054 says when that is enough). */
export function createTokenAuthenticate(tokens: AccessTokens, now: () => Date) {
  const verify = rememberVerifiedTokens(tokens, now)
  return async function authenticateToken(request: FastifyRequest): Promise<void> {
    const { userId, signInId } = await bearerClaims(request, verify)
    request.auth = { userId, signInId, privileges: new Set() }
  }
}

export function requirePrivilege(privilege: Privilege) {
  return async function checkPrivilege(request: FastifyRequest): Promise<void> {
    if (!request.auth?.privileges.has(privilege)) throw new HttpError(403, forbiddenMessage)
  }
}
