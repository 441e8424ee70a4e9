import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '#contract/users'
import { bearer, makeUser, uniqueName } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const create = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/create', payload: payload as object })

describe('POST /api/users/create', () => {
  it('registers a member, signs them in and sets the refresh cookie', async () => {
    const res = await create({ username: '  Ann@Example.COM ', password: '  123456  ' })
    expect(res.statusCode).toBe(201)
    const body = res.json<SessionResponse>()
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(body.user).toMatchObject({
      username: 'Ann@Example.COM',
      email: 'ann@example.com',
      role: { name: 'member', privileges: [] },
      privileges: [],
      classes: [],
      accountType: 'password',
      nameVisibility: 'protected',
    })
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/users' })
    expect(cookie?.secure).toBeFalsy()

    const me = await t.app.inject({ url: `/api/users/${body.user.id}`, headers: bearer(body.token) })
    expect(me.json()).toMatchObject({ id: body.user.id, email: 'ann@example.com' })
  })

  it('keeps a plain user ID without an e-mail, and the password trimmed', async () => {
    const username = uniqueName('plain')
    const res = await create({ username, password: ' abcdef ' })
    expect(res.statusCode).toBe(201)
    expect(res.json<SessionResponse>().user.email).toBeNull()
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username, password: 'abcdef' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('refuses a taken user ID, in any case, with 409', async () => {
    const existing = await makeUser(t.db, { username: uniqueName('Taken') })
    const res = await create({ username: existing.username.toUpperCase(), password: 'abcdef' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'This user ID is already taken.' })
  })

  it('refuses an e-mail already used by another account with 409', async () => {
    await makeUser(t.db, { username: uniqueName(), email: 'dup@example.com' })
    const res = await create({ username: 'DUP@example.com', password: 'abcdef' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'An account with this e-mail address already exists.' })
  })

  it.each([
    [{ password: 'abcdef' }, 'Username is required.'],
    [{ username: 'someone' }, 'Password is required.'],
    [{ username: 'someone', password: '12345' }, 'Your password needs to contain at least 6 characters.'],
    [{ username: 'someone', password: '   12345   ' }, 'Your password needs to contain at least 6 characters.'],
    [{ username: '   ', password: 'abcdef' }, 'Please enter your user ID or email.'],
    [{ username: 42, password: 'abcdef' }, 'Username must be text.'],
    [{ username: 'someone', password: ['abcdef'] }, 'Password must be text.'],
    [{ username: 'x'.repeat(255), password: 'abcdef' }, 'Username must be at most 254 characters long.'],
    [{ username: 'someone', password: 'p'.repeat(129) }, 'Password must be at most 128 characters long.'],
    [[1, 2], 'The request body must be a JSON object.'],
  ])('rejects %j with 400 and a clear message', async (payload, message) => {
    const res = await create(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('rejects malformed JSON and a missing body with 400', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' })

    const empty = await t.app.inject({ method: 'POST', url: '/api/users/create' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({ message: 'The request body must be a JSON object.' })
  })

  it('rejects a body over the size limit with 413', async () => {
    const res = await create({ username: 'someone', password: 'abcdef', filler: 'x'.repeat(200 * 1024) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'The request body is too large.' })
  })
})
