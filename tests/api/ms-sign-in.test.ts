import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '#contract/users'
import { nonceTtlMs } from '#server/ms-sign-in/sign-in-nonces'
import { refreshCookieOf } from './support/factories'
import { defaultTenantId, newSigningKey, startOidcIssuer, type OidcIssuer } from './support/oidc-issuer'
import { startTestApp, type TestApp } from './support/test-app'

let issuer: OidcIssuer
let t: TestApp
beforeAll(async () => {
  issuer = await startOidcIssuer({ tenant: 'organizations' })
  t = await startTestApp({ microsoft: issuer.settings, contentDir: null })
})
afterAll(async () => {
  await t.close()
  await issuer.close()
})

/** What the app does before sending the browser to Microsoft: a nonce, also kept in a cookie. */
async function startSignIn(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/ms/nonce' })
  expect(res.statusCode).toBe(200)
  const { nonce } = res.json<{ nonce: string }>()
  const cookie = res.cookies.find((c) => c.name === 'ms_nonce')
  expect(cookie).toMatchObject({ value: nonce, httpOnly: true, sameSite: 'Lax', path: '/auth/ms' })
  return nonce
}

const postToken = (idToken: string, nonceCookie: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/ms/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id_token: idToken }).toString(),
    ...(nonceCookie ? { cookies: { ms_nonce: nonceCookie } } : {}),
  })

const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/refresh-token', cookies: { refresh_token: cookie } })

function expectRefused(res: Awaited<ReturnType<typeof postToken>>, reason: string) {
  expect(res.statusCode).toBe(303)
  expect(res.headers.location).toBe(`/auth/ms/login?error=${reason}`)
  expect(res.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined()
}

describe('GET /api/auth/ms/config', () => {
  it('tells the app the client id and authority, and nothing secret', async () => {
    const res = await t.app.inject({ url: '/api/auth/ms/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      enabled: true,
      clientId: issuer.settings.clientId,
      authority: `${issuer.settings.authority}/organizations`,
    })
  })
})

describe('POST /auth/ms/login', () => {
  it('signs in with a valid token: refresh cookie, 303 to /, a new microsoft member; the same member the next time', async () => {
    const oid = crypto.randomUUID()
    const nonce = await startSignIn()
    const res = await postToken(await issuer.idToken({ nonce, oid, preferred_username: 'ada@school.example' }), nonce)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/')
    const cleared = res.cookies.find((c) => c.name === 'ms_nonce')
    expect(cleared?.value).toBe('')
    const session = await refresh(refreshCookieOf(res))
    expect(session.statusCode).toBe(200)
    const { user } = session.json<SessionResponse>()
    expect(user).toMatchObject({ username: 'ada@school.example', accountType: 'microsoft', email: null })

    const again = await startSignIn()
    const second = await postToken(
      await issuer.idToken({ nonce: again, oid, preferred_username: 'renamed@school.example' }),
      again,
    )
    expect(second.statusCode).toBe(303)
    const secondUser = (await refresh(refreshCookieOf(second))).json<SessionResponse>().user
    expect(secondUser.id).toBe(user.id)
  })

  it('gives a new member a free user ID when the sign-in name is taken, and links the same oid of another tenant apart', async () => {
    const oid = crypto.randomUUID()
    const nonceA = await startSignIn()
    const first = await postToken(
      await issuer.idToken({ nonce: nonceA, oid, preferred_username: 'same@school.example' }),
      nonceA,
    )
    const nonceB = await startSignIn()
    const otherTenant = crypto.randomUUID()
    const second = await postToken(
      await issuer.idToken({ nonce: nonceB, oid, tid: otherTenant, preferred_username: 'same@school.example' }),
      nonceB,
    )
    const a = (await refresh(refreshCookieOf(first))).json<SessionResponse>().user
    const b = (await refresh(refreshCookieOf(second))).json<SessionResponse>().user
    expect(b.id).not.toBe(a.id)
    expect(b.username).toMatch(/^same@school\.example-[0-9a-f]{6}$/)
  })

  it('refuses a token for another application (audience)', async () => {
    const nonce = await startSignIn()
    expectRefused(await postToken(await issuer.idToken({ nonce, aud: crypto.randomUUID() }), nonce), 'token')
  })

  it('refuses a token from another issuer', async () => {
    const nonce = await startSignIn()
    expectRefused(await postToken(await issuer.idToken({ nonce, iss: 'https://evil.example/v2.0' }), nonce), 'token')
  })

  it('refuses a token whose issuer names another tenant than its tid', async () => {
    const nonce = await startSignIn()
    const token = await issuer.idToken({ nonce, tid: crypto.randomUUID(), iss: issuer.issuerFor(defaultTenantId) })
    expectRefused(await postToken(token, nonce), 'token')
  })

  it('refuses personal Microsoft accounts (the consumer tenant)', async () => {
    const nonce = await startSignIn()
    expectRefused(
      await postToken(await issuer.idToken({ nonce, tid: '9188040d-6c67-4c5b-b112-36a304b66dad' }), nonce),
      'token',
    )
  })

  it('refuses an expired token', async () => {
    const nonce = await startSignIn()
    const token = await issuer.idToken({ nonce }, { issuedAt: new Date(t.clock.now().getTime() - 2 * 3600_000) })
    expectRefused(await postToken(token, nonce), 'expired')
  })

  it('refuses a token signed with another key, under the real key id or an unknown one', async () => {
    const other = await newSigningKey()
    const nonce = await startSignIn()
    expectRefused(await postToken(await issuer.idToken({ nonce }, { signWith: other }), nonce), 'token')
    const nonce2 = await startSignIn()
    expectRefused(
      await postToken(await issuer.idToken({ nonce: nonce2 }, { signWith: other, kid: 'unknown' }), nonce2),
      'token',
    )
  })

  it('refuses a token without a nonce, without the nonce cookie, or with another browser’s nonce', async () => {
    const nonce = await startSignIn()
    expectRefused(await postToken(await issuer.idToken({}), nonce), 'token')
    expectRefused(await postToken(await issuer.idToken({ nonce }), undefined), 'nonce')
    const other = await startSignIn()
    expectRefused(await postToken(await issuer.idToken({ nonce }), other), 'nonce')
  })

  it('refuses a nonce the server never issued, or one older than 10 minutes', async () => {
    const made = 'x'.repeat(43)
    expectRefused(await postToken(await issuer.idToken({ nonce: made }), made), 'nonce')
    const nonce = await startSignIn()
    const token = await issuer.idToken({ nonce })
    t.clock.advance(nonceTtlMs + 1000)
    try {
      expectRefused(await postToken(token, nonce), 'nonce')
    } finally {
      t.clock.advance(-(nonceTtlMs + 1000))
    }
  })

  it('refuses a replayed token (the same token and cookie twice)', async () => {
    const nonce = await startSignIn()
    const token = await issuer.idToken({ nonce })
    expect((await postToken(token, nonce)).headers.location).toBe('/')
    expectRefused(await postToken(token, nonce), 'nonce')
  })

  it('answers 400 for a form without an ID token, and 415 for JSON', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/auth/ms/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'other=1',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({ message: 'The sign-in form has no ID token.' })
    const junk = await postToken('not a token', undefined)
    expect(junk.statusCode).toBe(400)
    const json = await t.app.inject({ method: 'POST', url: '/auth/ms/login', payload: { id_token: 'a.b.c' } })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toHaveProperty('message')
  })

  it('keeps form bodies to this route: other routes still refuse them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    })
    expect(res.statusCode).toBe(415)
  })
})

describe('GET /auth/ms/logout', () => {
  it('drops the refresh cookie and sends the browser to Microsoft’s sign-out, returning to the app', async () => {
    const res = await t.app.inject({ url: '/auth/ms/logout', headers: { host: 'app.example' } })
    expect(res.statusCode).toBe(303)
    const target = new URL(res.headers.location as string)
    expect(`${target.origin}${target.pathname}`).toBe(issuer.endSessionEndpoint)
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe('http://app.example/')
    expect(target.searchParams.get('client_id')).toBe(issuer.settings.clientId)
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toMatchObject({ value: '', path: '/api/users' })
  })
})

describe('with a single-tenant setting', () => {
  it('accepts that tenant’s tokens only', async () => {
    const tenantId = crypto.randomUUID()
    const single = await startOidcIssuer({ tenant: tenantId })
    const app = await startTestApp({ microsoft: single.settings, contentDir: null })
    try {
      const begin = async () =>
        (await app.app.inject({ method: 'POST', url: '/api/auth/ms/nonce' })).json<{ nonce: string }>().nonce
      const post = (token: string, nonce: string) =>
        app.app.inject({
          method: 'POST',
          url: '/auth/ms/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `id_token=${token}`,
          cookies: { ms_nonce: nonce },
        })
      const good = await begin()
      expect((await post(await single.idToken({ nonce: good }), good)).headers.location).toBe('/')
      const bad = await begin()
      const foreign = await single.idToken({
        nonce: bad,
        tid: crypto.randomUUID(),
        iss: `${single.settings.authority}/${crypto.randomUUID()}/v2.0`,
      })
      expect((await post(foreign, bad)).headers.location).toBe('/auth/ms/login?error=token')
    } finally {
      await app.close()
      await single.close()
    }
  })
})

describe('when MS_CLIENT_ID and MS_TENANT are not set', () => {
  let off: TestApp
  beforeAll(async () => {
    off = await startTestApp({ contentDir: null })
  })
  afterAll(() => off.close())

  it('says it is off, and the sign-in routes answer 404', async () => {
    expect((await off.app.inject({ url: '/api/auth/ms/config' })).json()).toEqual({
      enabled: false,
      clientId: null,
      authority: null,
    })
    const nonce = await off.app.inject({ method: 'POST', url: '/api/auth/ms/nonce' })
    expect(nonce.statusCode).toBe(404)
    expect(nonce.json()).toEqual({ message: 'Microsoft sign-in is not set up on this server.' })
    const login = await off.app.inject({
      method: 'POST',
      url: '/auth/ms/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id_token=a.b.c',
    })
    expect(login.statusCode).toBe(404)
  })

  it('still lets Log Out finish: the cookie is dropped and the browser goes to /', async () => {
    const res = await off.app.inject({ url: '/auth/ms/logout' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/')
  })
})

describe('when the tenant metadata cannot be read', () => {
  it('refuses with "unavailable" and tries again on the next sign-in', async () => {
    const broken = await startTestApp({
      microsoft: { clientId: 'client', tenant: 'organizations', authority: 'http://127.0.0.1:9' },
      contentDir: null,
    })
    try {
      const { nonce } = (await broken.app.inject({ method: 'POST', url: '/api/auth/ms/nonce' })).json<{
        nonce: string
      }>()
      const res = await broken.app.inject({
        method: 'POST',
        url: '/auth/ms/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id_token=${await issuer.idToken({ nonce })}`,
        cookies: { ms_nonce: nonce },
      })
      expect(res.headers.location).toBe('/auth/ms/login?error=unavailable')
      const logout = await broken.app.inject({ url: '/auth/ms/logout' })
      expect(logout.headers.location).toBe('/')
    } finally {
      await broken.close()
    }
  })
})
