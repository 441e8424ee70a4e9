// Writes the podcast site queued before c2be04b, under keys that did not name the member
// (`playlist:<id>`, `listen:<id>`, `favourite:<id>`): at start they move under their member, so the
// member's playlist edits are sent once instead of being read as none and deleted unsent.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import type { AppDatabase } from '#app/offline/database'
import { createOfflineServices } from '#app/offline/open-offline'
import { registerPodcastSync } from '../support/podcast-writes'
import { rekeyPodcastWrites } from '#app/playlists/rekey-podcast-writes'
import type { SyncKind } from '#app/offline/sync-queue-items'
import { allWaitingEdits, playlistSyncKey, queuePlaylistEdit } from '#app/playlists/playlist-edits'
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
  server.answer(() => ({ status: 200, body: view([]) }))
  db = await openTestDatabase()
})
afterEach(() => db.close())

/** A queue item exactly as the version of ac18e97 put it. */
const oldItem = (kind: SyncKind, key: string, payload: unknown) => ({
  id: `old-${key}`,
  kind,
  key,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  payload,
})
const oldPlaylistEdits = { ownerId: 'u1', ops: [{ opId: 'op-old', type: 'add', episodeId: 'e1' }] }

it('an earlier version’s playlist edits are shown to their member and sent once, before the ones queued since', async () => {
  await db.put('sync-queue', oldItem('playlist', 'playlist:p1', oldPlaylistEdits))
  await db.put(
    'sync-queue',
    oldItem('listen', 'listen:e1', {
      userId: 'u1',
      episodeId: 'e1',
      positionMs: 5000,
      finished: false,
      listenedAt: '2026-11-24T09:00:00.000Z',
    }),
  )
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token-u1' })
  const services = createOfflineServices(db, { isOnline: () => true, now: () => 1 })
  await registerPodcastSync(services.syncQueue, { api: auth.api, db, currentUserId: () => 'u1' })
  await queuePlaylistEdit(services.syncQueue, db, 'u1', 'p1', { type: 'add', episodeId: 'e2' })

  expect((await allWaitingEdits(db, 'u1')).get('p1')?.ops.map((op) => op.type === 'add' && op.episodeId)).toEqual([
    'e1',
    'e2',
  ])
  expect((await db.getAllKeys('sync-queue')).sort()).toEqual(['listen:u1:e1', playlistSyncKey('u1', 'p1')])

  await services.syncQueue.drain()
  const sent = server.seen.map(({ method, path }) => `${method} ${path}`)
  expect(sent.filter((request) => request.includes('playlists'))).toEqual([
    'PUT /api/playlists/p1/episodes/e1',
    'PUT /api/playlists/p1/episodes/e2',
  ])
  expect(sent.filter((request) => request.includes('listens'))).toEqual(['PUT /api/listens/e1'])
  expect(await db.getAll('sync-queue')).toEqual([])
})

it('a newer write of the same member wins over an old position; an item that names nobody stays as it was', async () => {
  const newer = {
    ...oldItem('favourite', 'favourite:u1:e1', { userId: 'u1', episodeId: 'e1', favourite: false }),
    id: 'newer',
  }
  await db.put('sync-queue', newer)
  await db.put('sync-queue', oldItem('favourite', 'favourite:e1', { userId: 'u1', episodeId: 'e1', favourite: true }))
  await db.put('sync-queue', oldItem('playlist', 'playlist:p9', { ops: [] }))
  expect(await rekeyPodcastWrites(db)).toBe(1)
  expect(await db.get('sync-queue', 'favourite:u1:e1')).toEqual(newer)
  expect(await db.get('sync-queue', 'favourite:e1')).toBeUndefined()
  expect(await db.get('sync-queue', 'playlist:p9')).toMatchObject({ payload: { ops: [] } })
  expect(await rekeyPodcastWrites(db)).toBe(0)
})
