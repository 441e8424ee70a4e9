import { afterAll, beforeAll, expect, it } from 'vitest'
import { uniqueName } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

// Behind a TLS-terminating proxy (TRUST_PROXY=true) the refresh cookie must be Secure.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true })
})
afterAll(() => t.close())

it('marks the refresh cookie Secure when the request came over https', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/create',
    headers: { 'x-forwarded-proto': 'https' },
    payload: { username: uniqueName(), password: 'abcdef' },
  })
  expect(res.statusCode).toBe(201)
  expect(res.cookies.find((c) => c.name === 'refresh_token')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' })
})
