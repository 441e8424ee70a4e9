import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '../../src/app/auth/auth'
import { startSession } from '../../src/app/auth/start-session'
import { makeUser } from './support/users'
import { startTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const user = makeUser()

describe('start-up token refresh (SPEC §4)', () => {
  it('a refresh the server refuses means signed out', async () => {
    server.answer(() => ({ status: 401, body: { message: 'Please log in.' } }))
    const auth = createAuth({ storage: localStorage, baseUrl: server.url })
    auth.store.set({ user, token: 'old' })
    await startSession(auth)
    expect(auth.getUser()).toBeNull()
  })

  it('a successful refresh stores the new token', async () => {
    server.answer(() => ({ status: 200, body: { user, token: 'fresh' } }))
    const auth = createAuth({ storage: localStorage, baseUrl: server.url })
    await startSession(auth)
    expect(auth.store.get()).toEqual({ user, token: 'fresh' })
  })

  it('offline keeps the stored user and token', async () => {
    const offline = createAuth({ storage: localStorage, baseUrl: 'http://127.0.0.1:9' })
    offline.store.set({ user, token: 'old' })
    await startSession(offline)
    expect(offline.store.get()).toEqual({ user, token: 'old' })
  })
})
