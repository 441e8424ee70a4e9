import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import type { AppDatabase } from '#app/offline/database'
import { createOfflineServices } from '#app/offline/open-offline'
import { registerPodcastSync } from '../support/podcast-writes'
import { createSyncQueue } from '#app/offline/sync-queue'
import { allWaitingEdits, playlistSyncKey, queuePlaylistEdit, waitingEdits } from '#app/playlists/playlist-edits'
import { createPlaylistSyncHandler } from '#app/playlists/playlist-sync'
import { dismissPlaylistRefusals, playlistRefusals } from '#app/playlists/playlist-sync-events'
import { playlistMessages } from '#contract/playlists'
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
  server.answer((request) =>
    request.method === 'DELETE' && request.path === '/api/playlists/p1/episodes/gone'
      ? { status: 404, body: { message: 'This episode does not exist.' } }
      : { status: 200, body: view([]) },
  )
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
  expect(items.map((item) => [item.kind, item.key])).toEqual([['playlist', playlistSyncKey('u1', 'p1')]])
  expect((await waitingEdits(db, 'u1', 'p1'))?.ops.map((op) => op.type)).toEqual(['save', 'add', 'order'])
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
  expect((await waitingEdits(db, 'u1', 'p1'))?.ops).toEqual([])
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
  expect((await waitingEdits(db, 'u1', 'p1'))?.ops.map((op) => op.type)).toEqual(['add'])
})

it('keeps what the server refused, in the member’s words, until the next edit of that playlist', async () => {
  server.answer((request) =>
    request.path === '/api/playlists/p1/episodes/e9'
      ? { status: 409, body: { message: playlistMessages.full } }
      : { status: 200, body: view([]) },
  )
  const syncQueue = queue()
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e9' })
  const [item] = await db.getAll('sync-queue')
  expect(await handler()(item!)).toEqual({ outcome: 'done' })
  expect(playlistRefusals('p1')).toEqual(['Not added: A playlist holds at most 500 episodes.'])
  expect(playlistRefusals('p2')).toEqual([])
  await queuePlaylistEdit(syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e1' })
  expect(playlistRefusals('p1')).toEqual([])
  dismissPlaylistRefusals('p1')
})

it('waits for the member who made the edits', async () => {
  await queuePlaylistEdit(queue(), db, 'u1', 'p1', { type: 'add', episodeId: 'e1' })
  const [item] = await db.getAll('sync-queue')
  expect((await handler('u2')(item!)).outcome).toBe('retry')
  expect(server.seen).toHaveLength(0)
})

it('two members on one device: each one’s edits are kept, shown only to them, and sent with their own sign-in', async () => {
  let clock = 0
  let online = false
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  const signIn = (id: string) => auth.store.set({ user: makeUser({ id }), token: `token-${id}` })
  const services = createOfflineServices(db, { debounceMs: 10_000, isOnline: () => online, now: () => clock })
  await registerPodcastSync(services.syncQueue, { api: auth.api, db, currentUserId: () => auth.getUser()?.id ?? null })

  signIn('u1')
  await queuePlaylistEdit(services.syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e1' })
  signIn('u2')
  await queuePlaylistEdit(services.syncQueue, db, 'u2', 'p1', { type: 'add', episodeId: 'e2' })
  await queuePlaylistEdit(services.syncQueue, db, 'u2', 'p2', { type: 'save', title: 'Mine', public: false })
  expect([...(await allWaitingEdits(db, 'u1')).keys()]).toEqual(['p1'])
  expect((await allWaitingEdits(db, 'u1')).get('p1')?.ops.map((op) => op.type === 'add' && op.episodeId)).toEqual([
    'e1',
  ])
  expect([...(await allWaitingEdits(db, 'u2')).keys()].sort()).toEqual(['p1', 'p2'])

  online = true
  await services.syncQueue.drain()
  const seen = () => server.seen.map(({ method, path, authorization }) => `${authorization} ${method} ${path}`)
  expect(seen().sort()).toEqual([
    'Bearer token-u2 PUT /api/playlists/p1/episodes/e2',
    'Bearer token-u2 PUT /api/playlists/p2',
  ])
  expect(await waitingEdits(db, 'u1', 'p1')).toMatchObject({ ownerId: 'u1', ops: [{ type: 'add', episodeId: 'e1' }] })

  signIn('u1')
  clock += 10 * 60_000
  await services.syncQueue.drain()
  expect(seen().slice(2)).toEqual(['Bearer token-u1 PUT /api/playlists/p1/episodes/e1'])
  expect(await allWaitingEdits(db, 'u1')).toEqual(new Map())
})
