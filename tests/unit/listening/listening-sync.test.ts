// Positions and favourites through the one sync queue, against a small real HTTP server: written
// offline they wait, a later write replaces the one waiting, and once online each is sent once;
// another member's wait for them, a refusal is dropped, no answer is tried again.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import { queueFavourite, queuePosition } from '#app/listening/queue-listening'
import { createListenSyncHandler, listenSyncKey } from '#app/listening/listening-sync'
import { registerPodcastSync } from '../support/podcast-writes'
import type { AppDatabase } from '#app/offline/database'
import { createOfflineServices } from '#app/offline/open-offline'
import type { SyncItem } from '#app/offline/sync-queue-items'
import { openTestDatabase } from '../offline/support'
import { startTestServer, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'

let server: TestServer
let db: AppDatabase

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  server.answer(() => ({ status: 204 }))
  server.seen.length = 0
  db = await openTestDatabase()
})
afterEach(() => db.close())

function signedInApi(baseUrl = server.url) {
  const auth = createAuth({ storage: localStorage, baseUrl })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  return auth.api
}

const position = (positionMs: number, listenedAt: string) => ({
  userId: 'u1',
  episodeId: 'e1',
  positionMs,
  finished: false,
  listenedAt,
})
const sent = () => server.seen.map((request) => `${request.method} ${request.path}`)

describe('through the sync queue', () => {
  it('positions kept offline are sent once, the last one, with the device’s time', async () => {
    let online = false
    const services = createOfflineServices(db, { debounceMs: 10_000, isOnline: () => online })
    await registerPodcastSync(services.syncQueue, { api: signedInApi(), db, currentUserId: () => 'u1' })
    await queuePosition(services.syncQueue, position(10_000, '2026-01-01T10:00:10.000Z'))
    await queuePosition(services.syncQueue, position(20_000, '2026-01-01T10:00:20.000Z'))
    await services.syncQueue.drain()
    expect(server.seen).toEqual([])

    online = true
    await services.syncQueue.drain()
    expect(sent()).toEqual(['PUT /api/listens/e1'])
    expect(server.seen[0]).toMatchObject({
      authorization: 'Bearer token',
      body: { positionMs: 20_000, finished: false, listenedAt: '2026-01-01T10:00:20.000Z' },
    })
    await services.syncQueue.drain()
    expect(sent()).toHaveLength(1)
    expect(services.syncQueue.getSnapshot().size).toBe(0)
  })

  it('a favourite undone before it was sent sends only the last choice', async () => {
    let online = false
    const services = createOfflineServices(db, { debounceMs: 10_000, isOnline: () => online })
    await registerPodcastSync(services.syncQueue, { api: signedInApi(), db, currentUserId: () => 'u1' })
    await queueFavourite(services.syncQueue, { userId: 'u1', episodeId: 'e1', favourite: true })
    await queueFavourite(services.syncQueue, { userId: 'u1', episodeId: 'e1', favourite: false })
    await queueFavourite(services.syncQueue, { userId: 'u1', episodeId: 'e2', favourite: true })
    expect(server.seen).toEqual([])
    online = true
    await services.syncQueue.drain()
    expect(sent().sort()).toEqual(['DELETE /api/favourites/e1', 'PUT /api/favourites/e2'])
  })

  it('two members on one device: each one’s position and favourite wait apart and are sent with their own sign-in', async () => {
    let clock = 0
    let online = false
    const auth = createAuth({ storage: localStorage, baseUrl: server.url })
    const signIn = (id: string) => auth.store.set({ user: makeUser({ id }), token: `token-${id}` })
    const services = createOfflineServices(db, { debounceMs: 10_000, isOnline: () => online, now: () => clock })
    await registerPodcastSync(services.syncQueue, {
      api: auth.api,
      db,
      currentUserId: () => auth.getUser()?.id ?? null,
    })
    const seen = () =>
      server.seen.map(({ method, path, authorization, body }) => [`${authorization} ${method} ${path}`, body])

    signIn('u1')
    await queuePosition(services.syncQueue, { ...position(10_000, '2026-01-01T10:00:10.000Z'), userId: 'u1' })
    await queueFavourite(services.syncQueue, { userId: 'u1', episodeId: 'e1', favourite: true })
    signIn('u2')
    await queuePosition(services.syncQueue, { ...position(30_000, '2026-01-01T11:00:00.000Z'), userId: 'u2' })
    await queueFavourite(services.syncQueue, { userId: 'u2', episodeId: 'e1', favourite: false })
    expect(services.syncQueue.getSnapshot().size).toBe(4)

    online = true
    await services.syncQueue.drain()
    expect(seen().sort()).toEqual([
      ['Bearer token-u2 DELETE /api/favourites/e1', undefined],
      [
        'Bearer token-u2 PUT /api/listens/e1',
        { positionMs: 30_000, finished: false, listenedAt: '2026-01-01T11:00:00.000Z' },
      ],
    ])

    signIn('u1')
    clock += 10 * 60_000
    await services.syncQueue.drain()
    expect(seen().slice(2).sort()).toEqual([
      ['Bearer token-u1 PUT /api/favourites/e1', undefined],
      [
        'Bearer token-u1 PUT /api/listens/e1',
        { positionMs: 10_000, finished: false, listenedAt: '2026-01-01T10:00:10.000Z' },
      ],
    ])
    expect(services.syncQueue.getSnapshot().size).toBe(0)
  })
})

describe('listen sync handler', () => {
  const item = (payload: unknown): SyncItem => ({
    id: 'item',
    kind: 'listen',
    key: listenSyncKey('u1', 'e1'),
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    payload,
  })

  it('waits for the listener who wrote it to be signed in', async () => {
    const handler = createListenSyncHandler({ api: signedInApi(), currentUserId: () => 'u9' })
    expect(await handler(item(position(5000, '2026-01-01T10:00:00.000Z')))).toEqual({
      outcome: 'retry',
      error: 'Waiting for this listener to log in.',
    })
    expect(server.seen).toEqual([])
  })

  it('drops a refused position and an unreadable one', async () => {
    server.answer(() => ({ status: 422, body: { message: 'The position must be within the episode.' } }))
    const handler = createListenSyncHandler({ api: signedInApi(), currentUserId: () => 'u1' })
    expect(await handler(item(position(5000, '2026-01-01T10:00:00.000Z')))).toEqual({ outcome: 'done' })
    expect(await handler(item({ positionMs: 'soon' }))).toEqual({ outcome: 'done' })
    expect(sent()).toEqual(['PUT /api/listens/e1'])
  })

  it('tries again later when there is no answer', async () => {
    const handler = createListenSyncHandler({ api: signedInApi('http://127.0.0.1:9'), currentUserId: () => 'u1' })
    expect((await handler(item(position(5000, '2026-01-01T10:00:00.000Z')))).outcome).toBe('retry')
  })
})
