import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInEntry } from '#contract/sign-ins'
import { bearer, makeUser, signIn, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let t: TestApp
let ann: UserFixture
let bob: UserFixture
beforeAll(async () => {
  t = await startTestApp()
  ann = await makeUser(t.db)
  bob = await makeUser(t.db)
})
afterAll(() => t.close())

const list = async (token: string) => {
  const res = await t.app.inject({ url: '/api/sign-ins', headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  return res.json<{ entries: SignInEntry[] }>().entries
}
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/refresh-token', cookies: { refresh_token: cookie } })

describe('the member’s sign-ins', () => {
  it('lists each device with its coarse label, first seen and last used, and marks this one', async () => {
    const member = await makeUser(t.db)
    const phone = await signIn(t.app, member, firefoxOnAndroid)
    t.clock.advance(60_000)
    const laptop = await signIn(t.app, member, chromeOnWindows)
    t.clock.advance(60_000)
    expect((await refresh(phone.refreshCookie)).statusCode).toBe(200)

    const seenFromLaptop = await list(laptop.token)
    expect(seenFromLaptop.map((entry) => [entry.device, entry.current])).toEqual([
      ['Firefox on Android', false],
      ['Chrome on Windows', true],
    ])
    const [phoneEntry] = seenFromLaptop
    // The test clock moved two minutes between the sign-in and the refresh (plus the real time taken).
    expect(Date.parse(phoneEntry!.lastUsedAt) - Date.parse(phoneEntry!.firstSeenAt)).toBeGreaterThanOrEqual(120_000)
    expect(Date.parse(phoneEntry!.lastUsedAt) - Date.parse(phoneEntry!.firstSeenAt)).toBeLessThan(130_000)
    // Nothing but the label is kept of the user agent.
    expect(JSON.stringify(seenFromLaptop)).not.toContain('Mozilla')
    expect((await list(phone.token)).find((entry) => entry.current)?.device).toBe('Firefox on Android')
  })

  it('signs out one device: gone from the list, its refresh and access tokens refused', async () => {
    const member = await makeUser(t.db)
    const phone = await signIn(t.app, member, safariOnIphone)
    const laptop = await signIn(t.app, member, chromeOnWindows)
    const phoneId = (await list(laptop.token)).find((entry) => entry.device === 'Safari on iPhone')!.id

    const res = await t.app.inject({ method: 'DELETE', url: `/api/sign-ins/${phoneId}`, headers: bearer(laptop.token) })
    expect(res.statusCode).toBe(204)
    expect((await list(laptop.token)).map((entry) => entry.device)).toEqual(['Chrome on Windows'])
    expect((await refresh(phone.refreshCookie)).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/sign-ins', headers: bearer(phone.token) })).statusCode).toBe(401)
    expect((await refresh(laptop.refreshCookie)).statusCode).toBe(200)

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/sign-ins/${phoneId}`,
      headers: bearer(laptop.token),
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'This sign-in does not exist or has already ended.' })
  })

  it('signs out everywhere else and keeps this device', async () => {
    const member = await makeUser(t.db)
    const others = await Promise.all([signIn(t.app, member, safariOnIphone), signIn(t.app, member, firefoxOnAndroid)])
    const here = await signIn(t.app, member, chromeOnWindows)

    const res = await t.app.inject({ method: 'POST', url: '/api/sign-ins/end-others', headers: bearer(here.token) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ended: 2 })
    expect((await list(here.token)).map((entry) => [entry.device, entry.current])).toEqual([
      ['Chrome on Windows', true],
    ])
    for (const other of others) expect((await refresh(other.refreshCookie)).statusCode).toBe(401)
    expect((await refresh(here.refreshCookie)).statusCode).toBe(200)
  })

  it('never shows or ends another member’s sign-ins', async () => {
    const annIn = await signIn(t.app, ann, safariOnIphone)
    const bobIn = await signIn(t.app, bob, chromeOnWindows)
    const annId = (await list(annIn.token)).find((entry) => entry.current)!.id
    expect((await list(bobIn.token)).some((entry) => entry.id === annId)).toBe(false)
    const res = await t.app.inject({ method: 'DELETE', url: `/api/sign-ins/${annId}`, headers: bearer(bobIn.token) })
    expect(res.statusCode).toBe(404)
    expect((await refresh(annIn.refreshCookie)).statusCode).toBe(200)
  })

  it('asks for a sign-in on every route, and checks the id', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/api/sign-ins' },
      { method: 'DELETE' as const, url: '/api/sign-ins/abc' },
      { method: 'POST' as const, url: '/api/sign-ins/end-others' },
    ]) {
      const res = await t.app.inject(call)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: 'Please log in.' })
    }
    const annIn = await signIn(t.app, ann)
    const tooLong = await t.app.inject({
      method: 'DELETE',
      url: `/api/sign-ins/${'x'.repeat(65)}`,
      headers: bearer(annIn.token),
    })
    expect(tooLong.statusCode).toBe(400)
  })

  it('ends every other sign-in when the password changes', async () => {
    const member = await makeUser(t.db)
    const phone = await signIn(t.app, member, safariOnIphone)
    const laptop = await signIn(t.app, member, chromeOnWindows)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/credential',
      headers: { ...bearer(laptop.token), 'user-agent': chromeOnWindows },
      payload: { newPassword: 'another-secret', password: member.password },
    })
    expect(res.statusCode).toBe(200)
    expect((await refresh(phone.refreshCookie)).statusCode).toBe(401)
    expect((await list(res.json<{ token: string }>().token)).map((entry) => [entry.device, entry.current])).toEqual([
      ['Chrome on Windows', true],
    ])
  })
})
