import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '#contract/users'
import { makeUser, uniqueName, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let ann: UserFixture
beforeAll(async () => {
  t = await startTestApp()
  ann = await makeUser(t.db, {
    username: uniqueName('Ann'),
    email: 'Ann.Smith@Example.com',
    password: 'right-password',
  })
})
afterAll(() => t.close())

const authenticate = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: payload as object })

describe('POST /api/users/authenticate', () => {
  it('signs in by user ID (trimmed, any case) and answers {user, token} with the refresh cookie', async () => {
    const res = await authenticate({ username: ` ${ann.username.toLowerCase()} `, password: ' right-password ' })
    expect(res.statusCode).toBe(200)
    const body = res.json<SessionResponse>()
    expect(body.user).toMatchObject({ id: ann.id, username: ann.username, email: 'ann.smith@example.com' })
    expect(body.token.split('.')).toHaveLength(3)
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toMatch(/^[\w-]{43}$/)
  })

  it('signs in by e-mail, case-insensitively', async () => {
    const res = await authenticate({ username: 'ANN.SMITH@example.COM', password: 'right-password' })
    expect(res.statusCode).toBe(200)
    expect(res.json<SessionResponse>().user.id).toBe(ann.id)
  })

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await authenticate({ username: ann.username, password: 'wrong-password' })
    const unknown = await authenticate({ username: 'nobody-here', password: 'right-password' })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: 'The user ID or password is incorrect.' })
      expect(res.cookies).toHaveLength(0)
    }
  })

  it.each([
    [{}, 'Username is required.'],
    [{ username: 'someone' }, 'Password is required.'],
    [{ username: '', password: 'x' }, 'Please enter your user ID or email.'],
    [{ username: 'a', password: '  ' }, 'Please enter your password.'],
    [{ username: true, password: 'abcdef' }, 'Username must be text.'],
    [{ username: 'a'.repeat(300), password: 'abcdef' }, 'Username must be at most 254 characters long.'],
    [{ username: 'a', password: 'b'.repeat(500) }, 'Password must be at most 128 characters long.'],
    [['username', 'password'], 'The request body must be a JSON object.'],
    [{ username: 'ann\u0000', password: 'abcdef' }, 'The request contains a NUL character, which is not allowed.'],
  ])('rejects %j with 400 and a clear message', async (payload, message) => {
    const res = await authenticate(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{username:',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('rejects a body that is not JSON with 4xx and a message', async () => {
    const send = (contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        headers: { 'content-type': contentType },
        payload: 'username=a',
      })
    const text = await send('text/plain')
    expect(text.statusCode).toBe(400)
    expect(text.json()).toEqual({ message: 'The request body must be a JSON object.' })
    const xml = await send('application/xml')
    expect(xml.statusCode).toBe(415)
    expect(xml.json()).toEqual({ message: 'This content type is not supported; send JSON.' })
  })
})
