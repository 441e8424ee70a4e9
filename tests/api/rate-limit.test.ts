import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, uniqueName, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let ann: UserFixture
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { failedSignInsPerMinute: 3, createPerMinute: 2 } })
  ann = await makeUser(t.db)
})
afterAll(() => t.close())

describe('rate limits', () => {
  it('limits sign-in attempts per address and user ID with 429 and a message', async () => {
    const attempt = (username: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username, password: 'wrong-one' } })
    for (let i = 0; i < 3; i++) expect((await attempt(ann.username)).statusCode).toBe(401)
    const tripped = await attempt(ann.username)
    expect(tripped.statusCode).toBe(429)
    expect(tripped.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/)
    // Another account from the same address is still allowed.
    expect((await attempt('someone-else')).statusCode).toBe(401)
  })

  it('limits registrations per address', async () => {
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/create',
        payload: { username: uniqueName(), password: 'abcdef' },
      })
    expect((await register()).statusCode).toBe(201)
    expect((await register()).statusCode).toBe(201)
    const tripped = await register()
    expect(tripped.statusCode).toBe(429)
    expect(tripped.json()).toHaveProperty('message')
  })
})

describe('sign-in throttling counts failures only', () => {
  it('never blocks a member who signs in successfully again and again', async () => {
    const bea = await makeUser(t.db)
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: bea.username, password: bea.password },
      })
      expect(res.statusCode).toBe(200)
    }
  })

  it('a success clears the failures counted so far', async () => {
    const cy = await makeUser(t.db)
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username: cy.username, password } })
    expect((await attempt('wrong-one')).statusCode).toBe(401)
    expect((await attempt('wrong-two')).statusCode).toBe(401)
    expect((await attempt(cy.password)).statusCode).toBe(200)
    expect((await attempt('wrong-three')).statusCode).toBe(401)
    expect((await attempt('wrong-four')).statusCode).toBe(401)
    expect((await attempt(cy.password)).statusCode).toBe(200)
  })
})
