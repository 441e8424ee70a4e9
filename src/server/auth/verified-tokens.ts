// Tokens already verified, kept until they expire, for the 'token' access level: a member polls every
// 30 s with the same access token for its whole life, and checking its signature (HMAC through
// WebCrypto, about 50 µs of CPU) costs as much as the rest of the poll's answer. Only tokens that
// passed verification are kept, each until its own `exp`, so a forged one is never remembered.
import { decodeJwt } from 'jose'
import type { AccessClaims, AccessTokens } from './access-tokens'

const defaultMaxTokens = 100_000

export function rememberVerifiedTokens(tokens: AccessTokens, now: () => Date, maxTokens = defaultMaxTokens) {
  const known = new Map<string, { claims: AccessClaims; expiresAt: number }>()
  return async function verify(token: string): Promise<AccessClaims | null> {
    // As jose decides: valid while `exp` is after the current whole second.
    const second = Math.floor(now().getTime() / 1000)
    const hit = known.get(token)
    if (hit && hit.expiresAt > second) return hit.claims
    if (hit) known.delete(token)
    const claims = await tokens.verify(token)
    if (!claims) return null
    const { exp } = decodeJwt(token)
    if (typeof exp === 'number') {
      // The oldest remembered token makes room.
      if (known.size >= maxTokens) known.delete(known.keys().next().value!)
      known.set(token, { claims, expiresAt: exp })
    }
    return claims
  }
}
