// Several tabs of one browser share the stored credentials and the refresh cookie. These tabs are
// API clients over one localStorage, with a lock manager that grants one holder at a time, as the
// browser's Web Locks do (the browser tests run the real ones in Chromium).
import { describe, expect, it } from 'vitest'
import { createApiClient } from '#app/api/api-client'
import { createCredentialsStore } from '#app/auth/credentials-store'
import { makeUser } from './support/users'
import { testServerForFile } from './support/test-server'

const server = testServerForFile()
const user = makeUser()

function exclusiveLocks(): Pick<LockManager, 'request'> {
  let queue: Promise<unknown> = Promise.resolve()
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = queue.then(callback)
      queue = run.catch(() => undefined)
      return run
    }) as LockManager['request'],
  }
}

function tab(locks?: Pick<LockManager, 'request'>, events?: EventTarget) {
  const store = createCredentialsStore(localStorage, events as Window | undefined)
  return { store, api: createApiClient({ store, baseUrl: server.url, locks }) }
}

/** Each refresh hands out the next token, after a moment (so the tabs really overlap). */
function rotatingServer(refusal?: number) {
  let issued = 0
  server.answer(async ({ path }) => {
    if (path !== '/api/users/refresh-token') return { status: 404 }
    await new Promise((resolve) => setTimeout(resolve, 20))
    if (refusal !== undefined)
      return { status: refusal, body: { message: 'Your session has ended. Please log in again.' } }
    issued += 1
    return { status: 200, body: { user, token: `token-${issued}` } }
  })
}

const refreshes = () => server.seen.filter((request) => request.path === '/api/users/refresh-token').length

describe('a refresh shared by the tabs of a browser', () => {
  it('three tabs starting at once refresh once; the others take the token it stored', async () => {
    localStorage.setItem('voice-acting.credentials', JSON.stringify({ user, token: 'token-0' }))
    rotatingServer()
    const locks = exclusiveLocks()
    const tabs = [tab(locks), tab(locks), tab(locks)]
    const outcomes = await Promise.all(tabs.map(({ api }) => api.refresh()))
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed'])
    expect(refreshes()).toBe(1)
    expect(tabs.map(({ store }) => store.get()?.token)).toEqual(['token-1', 'token-1', 'token-1'])
  })

  it('a tab opened later refreshes again, with what is stored then', async () => {
    localStorage.setItem('voice-acting.credentials', JSON.stringify({ user, token: 'token-0' }))
    rotatingServer()
    const locks = exclusiveLocks()
    await tab(locks).api.refresh()
    const late = tab(locks)
    expect(late.store.get()?.token).toBe('token-1')
    expect(await late.api.refresh()).toBe('refreshed')
    expect(refreshes()).toBe(2)
    expect(late.store.get()?.token).toBe('token-2')
  })

  it('without Web Locks, a refusal does not undo what another tab stored meanwhile', async () => {
    localStorage.setItem('voice-acting.credentials', JSON.stringify({ user, token: 'token-0' }))
    rotatingServer(401)
    const slow = tab()
    const refreshing = slow.api.refresh()
    // Another tab signs in again while this one's refresh is on its way.
    createCredentialsStore(localStorage).set({ user, token: 'signed-in-elsewhere' })
    expect(await refreshing).toBe('refreshed')
    expect(slow.store.get()?.token).toBe('signed-in-elsewhere')
  })

  it('a refusal with nothing newer stored signs out', async () => {
    localStorage.setItem('voice-acting.credentials', JSON.stringify({ user, token: 'token-0' }))
    rotatingServer(401)
    const only = tab(exclusiveLocks())
    expect(await only.api.refresh()).toBe('refused')
    expect(only.store.get()).toBeNull()
    expect(localStorage.getItem('voice-acting.credentials')).toBeNull()
    // The login screen will say why; the next sign-in (or a Log Out) forgets that.
    expect(only.store.ended()).toBe(true)
    only.store.set({ user, token: 'signed-in-again' })
    expect(only.store.ended()).toBe(false)
  })

  it('a visitor who was never signed in is not told that a session ended', async () => {
    rotatingServer(401)
    const visitor = tab(exclusiveLocks())
    expect(await visitor.api.refresh()).toBe('refused')
    expect(visitor.store.ended()).toBe(false)
  })

  it('hears another tab sign out or refresh through the storage event', async () => {
    const events = new EventTarget()
    const watching = tab(undefined, events)
    watching.store.set({ user, token: 'token-0' })
    let heard = 0
    watching.store.subscribe(() => heard++)

    localStorage.setItem('voice-acting.credentials', JSON.stringify({ user, token: 'token-9' }))
    events.dispatchEvent(new StorageEvent('storage', { key: 'voice-acting.credentials' }))
    expect(watching.store.get()?.token).toBe('token-9')

    localStorage.removeItem('voice-acting.credentials')
    events.dispatchEvent(new StorageEvent('storage', { key: 'voice-acting.credentials' }))
    expect(watching.store.get()).toBeNull()
    expect(heard).toBe(2)
  })
})
