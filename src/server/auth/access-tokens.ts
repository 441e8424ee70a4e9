// Access tokens: short-lived HS256 JWTs whose `sub` is the user id. Privileges are not put in
// the token; the server computes them on every request, so a change counts at once.
import { SignJWT, jwtVerify } from 'jose'

export const accessTokenTtlSeconds = 15 * 60

export interface AccessTokens {
  sign(userId: string): Promise<string>
  /** The user id, or null when the token is malformed, forged or expired. */
  verify(token: string): Promise<string | null>
}

export function createAccessTokens(secret: string, now: () => Date): AccessTokens {
  const key = new TextEncoder().encode(secret)
  return {
    sign(userId) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenTtlSeconds)
        .sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() })
        return typeof payload.sub === 'string' ? payload.sub : null
      } catch {
        return null
      }
    },
  }
}
