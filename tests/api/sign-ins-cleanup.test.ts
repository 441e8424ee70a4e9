import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { refreshTokens } from '#server/db/schema'
import { removeOldSignIns } from '#server/sign-ins/cleanup'
import { signIns } from '#server/sign-ins/schema'
import { makeUser, refreshCookieOf, signIn } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

const day = 24 * 60 * 60 * 1000
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ sessionTokens: { rotateAfterSeconds: 0 } })
})
afterAll(() => t.close())

const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/refresh-token', cookies: { refresh_token: cookie } })
const signOut = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/signOut', cookies: { refresh_token: cookie } })

describe('removing ended sign-ins and old refresh tokens', () => {
  it('keeps live sign-ins and their newest token, a swapped token for a week, an ended sign-in for 30 days', async () => {
    const member = await makeUser(t.db)
    const active = await signIn(t.app, member)
    const swappedOnce = refreshCookieOf(await refresh(active.refreshCookie))
    const ended = await signIn(t.app, member)
    expect((await signOut(ended.refreshCookie)).statusCode).toBe(204)
    const familiesOf = async () =>
      (await t.db.select({ id: signIns.id }).from(signIns).where(eq(signIns.userId, member.id))).length
    const tokensOf = async () =>
      (await t.db.select({ id: refreshTokens.id }).from(refreshTokens).where(eq(refreshTokens.userId, member.id)))
        .length
    expect([await familiesOf(), await tokensOf()]).toEqual([2, 3])

    await removeOldSignIns(t.db, new Date(t.clock.now().getTime() + 6 * day))
    expect([await familiesOf(), await tokensOf()]).toEqual([2, 3])

    // A week on: the swapped token goes; the live one stays and still works.
    await removeOldSignIns(t.db, new Date(t.clock.now().getTime() + 8 * day))
    expect([await familiesOf(), await tokensOf()]).toEqual([2, 2])

    // Used again on day 20 (swapped again); on day 31 the ended sign-in and its token are gone,
    // and of the active one only the newest token is left.
    t.clock.advance(20 * day)
    const newest = refreshCookieOf(await refresh(swappedOnce))
    await removeOldSignIns(t.db, new Date(t.clock.now().getTime() + 11 * day))
    expect([await familiesOf(), await tokensOf()]).toEqual([1, 1])
    expect((await refresh(newest)).statusCode).toBe(200)
  })
})
