import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '../../src/contract/users'
import { refreshTokenTtlMs } from '../../src/server/auth/refresh-tokens'
import { bearer, makeUser, refreshCookieOf, signIn, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let ann: UserFixture
beforeAll(async () => {
  t = await startTestApp()
  ann = await makeUser(t.db)
})
afterAll(() => t.close())

const refresh = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/refresh-token',
    ...(cookie ? { cookies: { refresh_token: cookie } } : {}),
  })
const signOut = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/signOut', ...(cookie ? { cookies: { refresh_token: cookie } } : {}) })
const ended = { message: 'Your session has ended. Please log in again.' }

describe('POST /api/users/refresh-token', () => {
  it('rotates: a new cookie and {user, token}, and the new token works', async () => {
    const first = await signIn(t.app, ann)
    const res = await refresh(first.refreshCookie)
    expect(res.statusCode).toBe(200)
    const body = res.json<SessionResponse>()
    expect(body.user.id).toBe(ann.id)
    const next = refreshCookieOf(res)
    expect(next).not.toBe(first.refreshCookie)
    expect((await t.app.inject({ url: `/api/users/${ann.id}`, headers: bearer(body.token) })).statusCode).toBe(200)
    expect((await refresh(next)).statusCode).toBe(200)
  })

  it('treats a reused token as stolen: 401 and the whole family is revoked', async () => {
    const { refreshCookie: original } = await signIn(t.app, ann)
    const rotated = refreshCookieOf(await refresh(original))
    const reuse = await refresh(original)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json()).toEqual(ended)
    expect(reuse.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('')
    // The legitimate holder of the newest token is signed out too.
    const after = await refresh(rotated)
    expect(after.statusCode).toBe(401)
  })

  it('leaves other sign-ins alone when one family is revoked', async () => {
    const phone = await signIn(t.app, ann)
    const laptop = await signIn(t.app, ann)
    await refresh(phone.refreshCookie)
    await refresh(phone.refreshCookie)
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
    try {
      const res = await refresh(refreshCookie)
      expect(res.statusCode).toBe(401)
    } finally {
      t.clock.advance(-(refreshTokenTtlMs + 1000))
    }
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
