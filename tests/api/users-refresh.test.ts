import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInEntry } from '#contract/sign-ins'
import type { SessionResponse } from '#contract/users'
import { refreshTokenTtlMs } from '#server/sign-ins/refresh-tokens'
import { bearer, makeUser, refreshCookieOf, signIn, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

const rotateAfterMs = 3600 * 1000
let t: TestApp
let ann: UserFixture
beforeAll(async () => {
  t = await startTestApp({ sessionTokens: { reuseGraceSeconds: 60, rotateAfterSeconds: 3600 } })
  ann = await makeUser(t.db)
})
afterAll(() => t.close())

const refreshOn = (app: TestApp['app'], cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/refresh-token',
    ...(cookie ? { cookies: { refresh_token: cookie } } : {}),
  })
const refresh = (cookie?: string) => refreshOn(t.app, cookie)
const signOut = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/signOut', ...(cookie ? { cookies: { refresh_token: cookie } } : {}) })
const ended = { message: 'Your session has ended. Please log in again.' }
const cookieSet = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'refresh_token')?.value
const devicesOf = async (app: TestApp['app'], token: string) =>
  (await app.inject({ url: '/api/sign-ins', headers: bearer(token) })).json<{ entries: SignInEntry[] }>().entries

/** Signs in, then moves the clock past the rotation age so the next refresh swaps the token. */
async function signInAndAge(app: TestApp['app'], clock: TestApp['clock']) {
  const first = await signIn(app, ann)
  clock.advance(rotateAfterMs + 1000)
  return first
}

describe('POST /api/users/refresh-token', () => {
  it('keeps a token younger than an hour: {user, token} and no new cookie', async () => {
    const first = await signIn(t.app, ann)
    const res = await refresh(first.refreshCookie)
    expect(res.statusCode).toBe(200)
    const body = res.json<SessionResponse>()
    expect(body.user.id).toBe(ann.id)
    expect(cookieSet(res)).toBeUndefined()
    expect((await t.app.inject({ url: `/api/users/${ann.id}`, headers: bearer(body.token) })).statusCode).toBe(200)
    // The same cookie again and again: a browser that lost a later write still holds a valid one.
    expect((await refresh(first.refreshCookie)).statusCode).toBe(200)
    expect((await refresh(first.refreshCookie)).statusCode).toBe(200)
  })

  it('rotates a token older than an hour: a new cookie, and the new one works', async () => {
    const first = await signInAndAge(t.app, t.clock)
    const res = await refresh(first.refreshCookie)
    expect(res.statusCode).toBe(200)
    const next = refreshCookieOf(res)
    expect(next).not.toBe(first.refreshCookie)
    expect(
      (await t.app.inject({ url: `/api/users/${ann.id}`, headers: bearer(res.json<SessionResponse>().token) }))
        .statusCode,
    ).toBe(200)
    const again = await refresh(next)
    expect(again.statusCode).toBe(200)
    expect(cookieSet(again)).toBeUndefined()
  })

  for (const count of [2, 8]) {
    it(`answers ${count} concurrent refreshes with one due token alike: all 200, one successor, the sign-in lives`, async () => {
      const first = await signInAndAge(t.app, t.clock)
      const answers = await Promise.all(Array.from({ length: count }, () => refresh(first.refreshCookie)))
      expect(answers.map((res) => res.statusCode)).toEqual(Array(count).fill(200))
      const successors = new Set(answers.map(refreshCookieOf))
      expect(successors.size).toBe(1)
      const [successor] = [...successors]
      expect(successor).not.toBe(first.refreshCookie)
      const after = await refresh(successor)
      expect(after.statusCode).toBe(200)
      const devices = await devicesOf(t.app, after.json<SessionResponse>().token)
      expect(devices.filter((device) => device.current)).toHaveLength(1)
    })

    it(`answers ${count} concurrent refreshes with one young token alike: all 200, no cookie`, async () => {
      const first = await signIn(t.app, ann)
      const answers = await Promise.all(Array.from({ length: count }, () => refresh(first.refreshCookie)))
      expect(answers.map((res) => res.statusCode)).toEqual(Array(count).fill(200))
      expect(answers.map(cookieSet)).toEqual(Array(count).fill(undefined))
      expect((await refresh(first.refreshCookie)).statusCode).toBe(200)
    })
  }

  it('gives a retry with the previous token the same successor at 59 s', async () => {
    const first = await signInAndAge(t.app, t.clock)
    const successor = refreshCookieOf(await refresh(first.refreshCookie))
    t.clock.advance(59_000)
    const retry = await refresh(first.refreshCookie)
    expect(retry.statusCode).toBe(200)
    expect(refreshCookieOf(retry)).toBe(successor)
    expect((await refresh(successor)).statusCode).toBe(200)
  })

  it('treats the previous token at 61 s as a copy: 401 and the whole sign-in is revoked', async () => {
    const first = await signInAndAge(t.app, t.clock)
    const successor = refreshCookieOf(await refresh(first.refreshCookie))
    t.clock.advance(61_000)
    const reuse = await refresh(first.refreshCookie)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json()).toEqual(ended)
    expect(cookieSet(reuse)).toBe('')
    // The legitimate holder of the newest token is signed out too.
    expect((await refresh(successor)).statusCode).toBe(401)
  })

  it('leaves other sign-ins alone when one is revoked', async () => {
    const phone = await signInAndAge(t.app, t.clock)
    const laptop = await signIn(t.app, ann)
    await refresh(phone.refreshCookie)
    t.clock.advance(61_000)
    expect((await refresh(phone.refreshCookie)).statusCode).toBe(401)
    expect((await refresh(laptop.refreshCookie)).statusCode).toBe(200)
  })

  it('refuses a missing, unknown or over-long cookie with 401', async () => {
    for (const res of [await refresh(), await refresh('not-a-real-token'), await refresh('x'.repeat(5000))]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(ended)
    }
  })

  it('refuses an expired token with 401', async () => {
    const { refreshCookie } = await signIn(t.app, ann)
    t.clock.advance(refreshTokenTtlMs + 1000)
    const res = await refresh(refreshCookie)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(ended)
  })

  it('refuses a signed-out token with 401, and its access token at the next request', async () => {
    const { refreshCookie, token } = await signIn(t.app, ann)
    expect((await signOut(refreshCookie)).statusCode).toBe(204)
    expect((await refresh(refreshCookie)).statusCode).toBe(401)
    const read = await t.app.inject({ url: '/api/sign-ins', headers: bearer(token) })
    expect(read.statusCode).toBe(401)
  })

  it('accepts an empty JSON body', async () => {
    const { refreshCookie } = await signIn(t.app, ann)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      headers: { 'content-type': 'application/json' },
      cookies: { refresh_token: refreshCookie },
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('grace only for the token just before the newest', () => {
  let fast: TestApp
  let bea: UserFixture
  beforeAll(async () => {
    // Every refresh rotates, so generations pile up within one grace period.
    fast = await startTestApp({ sessionTokens: { reuseGraceSeconds: 60, rotateAfterSeconds: 0 } })
    bea = await makeUser(fast.db)
  })
  afterAll(() => fast.close())

  it('gives the previous token the newest one, and revokes on an older generation', async () => {
    const zero = await signIn(fast.app, bea)
    const one = refreshCookieOf(await refreshOn(fast.app, zero.refreshCookie))
    const two = refreshCookieOf(await refreshOn(fast.app, one))
    // `one` is just before the newest: its retry gets `two`, not a dead token.
    const retry = await refreshOn(fast.app, one)
    expect(retry.statusCode).toBe(200)
    expect(refreshCookieOf(retry)).toBe(two)
    // `zero` is two generations back: a copy, though within 60 s.
    expect((await refreshOn(fast.app, zero.refreshCookie)).statusCode).toBe(401)
    expect((await refreshOn(fast.app, two)).statusCode).toBe(401)
  })
})

describe('POST /api/users/signOut', () => {
  it('revokes the sign-in, clears the cookie and answers 204', async () => {
    const { refreshCookie } = await signIn(t.app, ann)
    const res = await signOut(refreshCookie)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const cleared = res.cookies.find((c) => c.name === 'refresh_token')
    expect(cleared?.value).toBe('')
    expect(cleared?.path).toBe('/api/users')
    expect((await refresh(refreshCookie)).statusCode).toBe(401)
  })

  it('answers 204 without a cookie or with an unknown one', async () => {
    expect((await signOut()).statusCode).toBe(204)
    expect((await signOut('unknown')).statusCode).toBe(204)
  })
})
