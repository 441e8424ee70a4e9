import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { createAuth } from '../../../src/app/auth/auth'
import type { AppDatabase } from '../../../src/app/offline/database'
import { createSyncQueue } from '../../../src/app/offline/sync-queue'
import { playlistSyncKey, queuePlaylistEdit, waitingEdits } from '../../../src/app/playlists/playlist-edits'
import { createPlaylistSyncHandler } from '../../../src/app/playlists/playlist-sync'
import { openTestDatabase } from '../offline/support'
import { startTestServer, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'
import { view } from './support'

let server: TestServer
let db: AppDatabase

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  server.seen.length = 0
  server.answer((request) => (request.method === 'DELETE' && request.path === '/api/playlists/p1/episodes/gone' ? { status: 404, body: { message: 'This episode does not exist.' } } : { status: 200, body: view([]) }))
  db = await openTestDatabase()
})
afterEach(() => db.close())

function handler(userId: string | null = 'u1') {
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  return createPlaylistSyncHandler({ api: auth.api, db, currentUserId: () => userId })
}

/** A queue that never drains by itself: the test sends. */
const queue = () => createSyncQueue({ db, isOnline: () => false })

it('keeps a playlist’s edits in one queue item, in the order they were made', async () => {
  const syncQueue = queue()
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'save', title: 'Road trip', public: false })
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e1' })
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'order', episodeIds: ['e1'] })
  const items = await db.getAll('sync-queue')
  expect(items.map((item) => [item.kind, item.key])).toEqual([['playlist', playlistSyncKey('p1')]])
  expect((await waitingEdits(db, 'p1'))?.ops.map((op) => op.type)).toEqual(['save', 'add', 'order'])
})

it('sends each edit once, in order, with the payloads of the contract, and empties the item', async () => {
  const syncQueue = queue()
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'save', title: 'Road trip', public: true })
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e1' })
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'addChannel', channelId: 'c1' })
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'order', episodeIds: ['e2', 'e1'] })
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'remove', episodeId: 'e2' })
  const [item] = await db.getAll('sync-queue')
  expect(await handler()(item!)).toEqual({ outcome: 'done' })
  expect(server.seen.map(({ method, path, body }) => [method, path, body])).toEqual([
    ['PUT', '/api/playlists/p1', { title: 'Road trip', public: true }],
    ['PUT', '/api/playlists/p1/episodes/e1', undefined],
    ['POST', '/api/playlists/p1/channels', { channelId: 'c1' }],
    ['PUT', '/api/playlists/p1/order', { episodeIds: ['e2', 'e1'] }],
    ['DELETE', '/api/playlists/p1/episodes/e2', undefined],
  ])
  expect((await waitingEdits(db, 'p1'))?.ops).toEqual([])
})

it('drops an edit the server refuses and goes on; stops at no answer and keeps what is left', async () => {
  const syncQueue = queue()
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'remove', episodeId: 'gone' })
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e1' })
  const [item] = await db.getAll('sync-queue')
  expect(await handler()(item!)).toEqual({ outcome: 'done' })
  expect(server.seen).toHaveLength(2)

  server.answer(() => ({ status: 503, body: { message: 'Busy.' } }))
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e2' })
  const [next] = await db.getAll('sync-queue')
  expect((await handler()(next!)).outcome).toBe('retry')
  expect((await waitingEdits(db, 'p1'))?.ops.map((op) => op.type)).toEqual(['add'])
})

it('waits for the member who made the edits', async () => {
  await queuePlaylistEdit(queue(), db, 'u1', 'p1', { type: 'add', episodeId: 'e1' })
  const [item] = await db.getAll('sync-queue')
  expect((await handler('u2')(item!)).outcome).toBe('retry')
  expect(server.seen).toHaveLength(0)
})
