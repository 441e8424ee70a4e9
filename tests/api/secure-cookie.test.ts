import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, uniqueName } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

// Behind a TLS-terminating proxy (TRUST_PROXY=true) the refresh cookie must be Secure; over plain
// http (localhost) a Secure cookie would never come back, so it is not. SameSite and httpOnly always.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true })
})
afterAll(() => t.close())

const register = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/create',
    headers,
    payload: { username: uniqueName(), password: 'abcdef' },
  })
const refreshCookie = (res: Awaited<ReturnType<typeof register>>) => res.cookies.find((c) => c.name === 'refresh_token')

describe('the refresh cookie', () => {
  it('is Secure when the request came over https', async () => {
    const res = await register({ 'x-forwarded-proto': 'https' })
    expect(res.statusCode).toBe(201)
    expect(refreshCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/api/users' })
  })

  it('is not Secure over plain http, and still httpOnly and SameSite', async () => {
    const res = await register({})
    expect(res.statusCode).toBe(201)
    const cookie = refreshCookie(res)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/users' })
    expect(cookie?.secure).toBeUndefined()
  })

  it('is Secure when it is set by a sign-in and cleared by a sign-out over https', async () => {
    const ann = await makeUser(t.db)
    const https = { 'x-forwarded-proto': 'https' }
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: https,
      payload: { username: ann.username, password: ann.password },
    })
    const cookie = refreshCookie(signedIn)
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' })
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/users/signOut',
      headers: https,
      cookies: { refresh_token: cookie?.value ?? '' },
    })
    expect(signedOut.statusCode).toBe(204)
    expect(refreshCookie(signedOut)).toMatchObject({ value: '', secure: true, httpOnly: true, sameSite: 'Lax' })
  })
})
