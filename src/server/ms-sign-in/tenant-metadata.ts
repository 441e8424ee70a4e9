// The tenant's OpenID metadata (issuer, keys, sign-out address), fetched once from the authority
// and kept for the life of the process; a failed fetch is forgotten so the next sign-in retries.
// jose's remote key set caches the keys itself and refetches them when a token names a new key.
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import { z } from 'zod'
import type { MicrosoftSettings } from '../config'

const metadataSchema = z.object({
  issuer: z.string().min(1),
  jwks_uri: z.url({ protocol: /^https?$/ }),
  end_session_endpoint: z.url({ protocol: /^https?$/ }).optional(),
})

export interface TenantMetadata {
  /** May hold `{tenantid}` (for `organizations`/`common`): the token's `tid` fills it. */
  issuer: string
  keys: JWTVerifyGetKey
  endSessionEndpoint: string | undefined
}

export class MetadataUnavailableError extends Error {}

const fetchTimeoutMs = 5000

export function metadataUrl(settings: MicrosoftSettings): string {
  return `${settings.authority}/${encodeURIComponent(settings.tenant)}/v2.0/.well-known/openid-configuration`
}

export function createTenantMetadata(settings: MicrosoftSettings): () => Promise<TenantMetadata> {
  let cached: Promise<TenantMetadata> | null = null
  return () => {
    cached ??= load(settings).catch((error: unknown) => {
      cached = null
      throw error
    })
    return cached
  }
}

async function load(settings: MicrosoftSettings): Promise<TenantMetadata> {
  let body: unknown
  try {
    const response = await fetch(metadataUrl(settings), { signal: AbortSignal.timeout(fetchTimeoutMs) })
    if (!response.ok) throw new Error(`status ${response.status}`)
    body = await response.json()
  } catch (error) {
    throw new MetadataUnavailableError(`The Microsoft sign-in metadata could not be read: ${String(error)}`)
  }
  const parsed = metadataSchema.safeParse(body)
  if (!parsed.success)
    throw new MetadataUnavailableError('The Microsoft sign-in metadata is not valid OpenID metadata.')
  return {
    issuer: parsed.data.issuer,
    keys: createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: fetchTimeoutMs }),
    endSessionEndpoint: parsed.data.end_session_endpoint,
  }
}
