import { describe, expect, it, vi } from 'vitest'
import { createAuth } from '#app/auth/auth'
import { startSession, withinStartupBudget } from '#app/auth/start-session'
import { makeUser } from './support/users'
import { testServerForFile } from './support/test-server'

const server = testServerForFile()

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

/** A member signed in with token `old` whose start-up refresh is answered (token `late`) only on `release`. */
function refreshAnsweredLate() {
  let release: () => void = () => undefined
  server.answer(
    () => new Promise((resolve) => (release = () => resolve({ status: 200, body: { user, token: 'late' } }))),
  )
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  auth.store.set({ user, token: 'old' })
  return { auth, refresh: startSession(auth), release: () => release() }
}

describe('start-up on a network that never answers', () => {
  it('opens on the stored session after the budget, and the refresh still settles later', async () => {
    const { auth, refresh, release } = refreshAnsweredLate()

    await withinStartupBudget(refresh, 50)
    expect(auth.store.get()).toEqual({ user, token: 'old' })

    release()
    await refresh
    expect(auth.store.get()).toEqual({ user, token: 'late' })
  })
})

describe('start-up with no network at all', () => {
  it('opens on the stored session at once, and the refresh still settles later', async () => {
    const { auth, refresh, release } = refreshAnsweredLate()

    let opened = false
    void withinStartupBudget(refresh, 60_000, () => false).then(() => (opened = true))
    await vi.waitFor(() => expect(opened).toBe(true))
    expect(auth.store.get()).toEqual({ user, token: 'old' })

    release()
    await refresh
    expect(auth.store.get()).toEqual({ user, token: 'late' })
  })
})

describe('a refresh whose answer was lost', () => {
  it('is tried again soon while the browser is online, and the member stays signed in meanwhile', async () => {
    let calls = 0
    server.answer(() => {
      calls += 1
      // The first answer never arrives in time (the client gives up on it); the retry is answered.
      return calls === 1 ? new Promise(() => undefined) : { status: 200, body: { user, token: 'after-retry' } }
    })
    const auth = createAuth({ storage: localStorage, baseUrl: server.url, refreshTimeoutMs: 50 })
    auth.store.set({ user, token: 'old' })
    await startSession(auth, window, [10])
    expect(auth.store.get()).toEqual({ user, token: 'old' })
    await expect.poll(() => auth.store.get()?.token).toBe('after-retry')
  })
})
