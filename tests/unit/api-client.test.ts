import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '#app/api/api-error'
import { createApiClient } from '#app/api/api-client'
import { createCredentialsStore } from '#app/auth/credentials-store'
import { subscriptionsApi } from '#contract/subscriptions'
import { usersApi } from '#contract/users'
import { makeUser } from './support/users'
import { testServerForFile } from './support/test-server'

const server = testServerForFile()

const user = makeUser()

function setup(token = 'old') {
  const store = createCredentialsStore(localStorage)
  store.set({ user, token })
  let sentHome = 0
  const api = createApiClient({ store, baseUrl: server.url, onUnauthorized: () => sentHome++ })
  return { store, api, sentHome: () => sentHome }
}

/** Accepts only the `fresh` token; refresh hands it out. */
function tokenServer(refresh: { status: number } = { status: 200 }) {
  server.answer(({ path, authorization }) => {
    if (path === '/api/users/refresh-token') {
      return refresh.status === 200
        ? { status: 200, body: { user, token: 'fresh' } }
        : { status: refresh.status, body: { message: 'Please log in again.' } }
    }
    if (authorization !== 'Bearer fresh') return { status: 401, body: { message: 'Token expired.' } }
    return { status: 200, body: [] }
  })
}

describe('API client', () => {
  it('sends the bearer token and fills path parameters', async () => {
    server.answer(() => ({ status: 200, body: { ...user, id: 'u 2' } }))
    const { api } = setup('abc')
    await api.request(usersApi.get, { params: { id: 'u 2' } })
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/api/users/u%202', authorization: 'Bearer abc' })
  })

  it('on a 401 refreshes once, stores the new token and retries', async () => {
    tokenServer()
    const { api, store, sentHome } = setup()
    const [first, second] = await Promise.all([
      api.request(subscriptionsApi.list, { query: {} }),
      api.request(subscriptionsApi.list, { query: {} }),
    ])
    expect(first).toEqual([])
    expect(second).toEqual([])
    expect(server.seen.filter((request) => request.path === '/api/users/refresh-token')).toHaveLength(1)
    expect(store.get()?.token).toBe('fresh')
    expect(sentHome()).toBe(0)
  })

  it('a second 401 after the retry sends the user to /', async () => {
    server.answer(({ path }) =>
      path === '/api/users/refresh-token'
        ? { status: 200, body: { user, token: 'fresh' } }
        : { status: 401, body: { message: 'No.' } },
    )
    const { api, sentHome } = setup()
    await expect(api.request(subscriptionsApi.list, { query: {} })).rejects.toMatchObject({
      status: 401,
      message: 'No.',
    })
    expect(server.seen.map((request) => request.path)).toEqual([
      '/api/subscriptions',
      '/api/users/refresh-token',
      '/api/subscriptions',
    ])
    expect(sentHome()).toBe(1)
  })

  it('a refresh the server refuses signs out', async () => {
    tokenServer({ status: 401 })
    const { api, store, sentHome } = setup()
    await expect(api.request(subscriptionsApi.list, { query: {} })).rejects.toBeInstanceOf(ApiError)
    expect(store.get()).toBeNull()
    expect(sentHome()).toBe(1)
  })

  it('a refresh that cannot reach the server keeps the user and token', async () => {
    const store = createCredentialsStore(localStorage)
    store.set({ user, token: 'kept' })
    const offline = createApiClient({ store, baseUrl: 'http://127.0.0.1:9' })
    expect(await offline.refresh()).toBe('offline')
    expect(store.get()).toEqual({ user, token: 'kept' })
    await expect(offline.request(subscriptionsApi.list, { query: {} })).rejects.toBeInstanceOf(NetworkError)
  })

  it('a wrong password is not a reason to refresh', async () => {
    server.answer(() => ({ status: 401, body: { message: 'The user ID or password is wrong.' } }))
    const { api } = setup()
    await expect(
      api.request(usersApi.authenticate, { body: { username: 'ann', password: 'nope' } }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'The user ID or password is wrong.',
    })
    expect(server.seen).toHaveLength(1)
    expect(server.seen[0]?.body).toEqual({ username: 'ann', password: 'nope' })
  })

  it("shows 'An error occurred.' when an error has no body", async () => {
    server.answer(() => ({ status: 500 }))
    const { api } = setup()
    await expect(api.request(subscriptionsApi.list, { query: {} })).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred.',
    })
  })
})
