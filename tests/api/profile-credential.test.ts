import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileMessages } from '#contract/profiles'
import type { SessionResponse } from '#contract/users'
import { bearer, makeUser, refreshCookieOf, signIn } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
})
afterAll(() => t.close())

const credential = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/credential',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  })
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/refresh-token', cookies: { refresh_token: cookie } })
const authenticate = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username, password } })

async function signedIn() {
  const user = await makeUser(t.db)
  return { user, ...(await signIn(t.app, user)) }
}

describe('POST /api/users/credential', () => {
  it('changes the e-mail (lower-cased) and answers the user with a token', async () => {
    const { user, token } = await signedIn()
    const res = await credential(token, { newEmail: ` New.${user.username}@Example.com `, password: user.password })
    expect(res.statusCode).toBe(200)
    const body = res.json<SessionResponse>()
    expect(body.user.email).toBe(`new.${user.username.toLowerCase()}@example.com`)
    expect(body.token).toEqual(expect.any(String))
    expect((await authenticate(body.user.email!, user.password)).statusCode).toBe(200)
  })

  it('changes the password: this device goes on with a new cookie, other sign-ins end', async () => {
    const { user, token } = await signedIn()
    const other = await signIn(t.app, user)
    const res = await credential(token, { newPassword: 'brand-new-pass', password: user.password })
    expect(res.statusCode).toBe(200)
    const cookie = refreshCookieOf(res)
    expect((await refresh(cookie)).statusCode).toBe(200)
    expect((await refresh(other.refreshCookie)).statusCode).toBe(401)
    expect((await authenticate(user.username, user.password)).statusCode).toBe(401)
    expect((await authenticate(user.username, 'brand-new-pass')).statusCode).toBe(200)
  })

  it('needs the current password: 403, not 401 (which the app would take for an expired token)', async () => {
    const { user, token } = await signedIn()
    const res = await credential(token, { newEmail: 'x@example.com', password: 'not-my-password' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'The password is incorrect.' })
    expect((await credential(token, { newEmail: 'x@example.com' })).statusCode).toBe(400)
    expect((await authenticate(user.username, user.password)).statusCode).toBe(200)
  })

  it('checks the new e-mail and password with the SPEC messages', async () => {
    const { user, token } = await signedIn()
    const bad = await credential(token, { newEmail: 'not-an-address', password: user.password })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ message: 'Please enter a valid email address.' })
    const short = await credential(token, { newPassword: '12345', password: user.password })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({ message: 'Your password needs to contain at least 6 characters.' })
    const nothing = await credential(token, { password: user.password })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json()).toEqual({ message: profileMessages.nothingToChange })
    const wrongType = await credential(token, { newEmail: 42, password: user.password })
    expect(wrongType.statusCode).toBe(400)
  })

  it('refuses an e-mail another member uses (as e-mail or as user ID)', async () => {
    const { user, token } = await signedIn()
    const taken = await makeUser(t.db, { email: 'taken@example.com' })
    const res = await credential(token, { newEmail: 'TAKEN@example.com', password: user.password })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'An account with this e-mail address already exists.' })
    const asName = await makeUser(t.db, { username: 'voice@example.org' })
    expect((await credential(token, { newEmail: asName.username, password: user.password })).statusCode).toBe(409)
    expect(taken.id).not.toBe(user.id)
  })

  it('needs a signed-in member', async () => {
    const res = await credential(null, { newEmail: 'a@example.com', password: 'whatever' })
    expect(res.statusCode).toBe(401)
  })

  it('slows down guessing the current password', async () => {
    const limited = await startTestApp({ contentDir: null, rateLimits: { failedSignInsPerMinute: 2 } })
    try {
      const user = await makeUser(limited.db)
      const { token } = await signIn(limited.app, user)
      const guess = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/credential',
          headers: bearer(token),
          payload: { newPassword: 'guessed-1', password: 'guess' },
        })
      expect((await guess()).statusCode).toBe(403)
      expect((await guess()).statusCode).toBe(403)
      expect((await guess()).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
