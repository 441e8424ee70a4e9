// Access tokens: short-lived HS256 JWTs whose `sub` is the user id and `sid` the sign-in (refresh
// family) they came from. Privileges are not put in the token; the server computes them on every
// request, so a change counts at once, and an ended sign-in's tokens stop working at once.
import { SignJWT, jwtVerify } from 'jose'

export const defaultAccessTokenTtlSeconds = 15 * 60

export interface AccessClaims {
  userId: string
  /** Null for tokens made before sign-ins were named (they expire within the token lifetime). */
  signInId: string | null
}

export interface AccessTokens {
  sign(userId: string, signInId: string | null): Promise<string>
  /** The claims, or null when the token is malformed, forged or expired. */
  verify(token: string): Promise<AccessClaims | null>
}

export function createAccessTokens(
  secret: string,
  now: () => Date,
  ttlSeconds = defaultAccessTokenTtlSeconds,
): AccessTokens {
  const key = new TextEncoder().encode(secret)
  return {
    sign(userId, signInId) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      return new SignJWT(signInId ? { sid: signInId } : {})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() })
        if (typeof payload.sub !== 'string') return null
        return { userId: payload.sub, signInId: typeof payload.sid === 'string' ? payload.sid : null }
      } catch {
        return null
      }
    },
  }
}
