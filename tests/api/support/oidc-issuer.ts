// A stand-in for Microsoft's identity platform on loopback: its own RSA signing key, the OpenID
// metadata and JWKS over real HTTP (as login.microsoftonline.com publishes them), and ID tokens
// signed like Microsoft's. `organizations` gets the `{tenantid}` issuer template Microsoft uses.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'
import type { MicrosoftSettings } from '#server/config'

export interface OidcIssuer {
  /** What the app is configured with (MS_CLIENT_ID, MS_TENANT, MS_AUTHORITY). */
  settings: MicrosoftSettings
  /** The `iss` of this tenant's tokens (for `organizations`: of `tenantId`'s). */
  issuerFor(tenantId: string): string
  endSessionEndpoint: string
  /** A signed ID token with sensible claims; `claims` override or add, `signWith` uses another key. */
  idToken(
    claims: JWTPayload,
    options?: { signWith?: CryptoKey; kid?: string; issuedAt?: Date; lifetimeSeconds?: number },
  ): Promise<string>
  /** How many times the JWKS was fetched. */
  keyFetches(): number
  close(): Promise<void>
}

export const defaultTenantId = '72f988bf-86f1-41af-91ab-2d7cd011db47'

export async function newSigningKey(): Promise<CryptoKey> {
  return (await generateKeyPair('RS256')).privateKey
}

export async function startOidcIssuer(options: { tenant: string; clientId?: string }): Promise<OidcIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = randomUUID()
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'RS256' }] }
  let keyFetches = 0
  let base = ''

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.url === `/${options.tenant}/v2.0/.well-known/openid-configuration`) {
      return send(200, {
        issuer: `${base}/${options.tenant === 'organizations' ? '{tenantid}' : options.tenant}/v2.0`,
        jwks_uri: `${base}/${options.tenant}/discovery/v2.0/keys`,
        authorization_endpoint: `${base}/${options.tenant}/oauth2/v2.0/authorize`,
        token_endpoint: `${base}/${options.tenant}/oauth2/v2.0/token`,
        end_session_endpoint: `${base}/${options.tenant}/oauth2/v2.0/logout`,
        id_token_signing_alg_values_supported: ['RS256'],
      })
    }
    if (request.url === `/${options.tenant}/discovery/v2.0/keys`) {
      keyFetches += 1
      return send(200, jwks)
    }
    return send(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = options.clientId ?? randomUUID()
  const issuerFor = (tenantId: string) =>
    `${base}/${options.tenant === 'organizations' ? tenantId : options.tenant}/v2.0`

  return {
    settings: { clientId, tenant: options.tenant, authority: base },
    issuerFor,
    endSessionEndpoint: `${base}/${options.tenant}/oauth2/v2.0/logout`,
    async idToken(claims, signOptions = {}) {
      const issuedAt = signOptions.issuedAt ?? new Date()
      const seconds = Math.floor(issuedAt.getTime() / 1000)
      const tid =
        typeof claims.tid === 'string'
          ? claims.tid
          : options.tenant === 'organizations'
            ? defaultTenantId
            : options.tenant
      return new SignJWT({
        iss: issuerFor(tid),
        aud: clientId,
        tid,
        oid: randomUUID(),
        preferred_username: `${randomUUID().slice(0, 8)}@school.example`,
        name: 'Ada Lovelace',
        ver: '2.0',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: signOptions.kid ?? kid })
        .setIssuedAt(seconds)
        .setNotBefore(seconds)
        .setExpirationTime(seconds + (signOptions.lifetimeSeconds ?? 3600))
        .sign(signOptions.signWith ?? privateKey)
    },
    keyFetches: () => keyFetches,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
