// The queue's handler of take trims: the points go to the server once the take is there; they wait
// while the take's own upload waits on this device, and for the member who set them; a take the
// server no longer has, or an unreadable write, is dropped; refused points fail with the reason.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import type { AppDatabase } from '#app/offline/database'
import type { SyncItem } from '#app/offline/sync-queue-items'
import { createTakeTrimHandler } from '#app/takes/send-take-writes'
import { trimSyncKey, type TrimPayload } from '#app/takes/take-trim-sync'
import { createTakesStore, type TakesStore } from '#app/takes/takes-store'
import { openTestDatabase } from '../offline/support'
import { startTestServer, type Reply, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'
import { takeRecord } from './support/takes'

let server: TestServer
let db: AppDatabase
let takes: TakesStore

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  server.seen.length = 0
  db = await openTestDatabase()
  takes = createTakesStore(db)
})
afterEach(() => db.close())

const trim: TrimPayload = {
  userId: 'u1',
  sessionId: 'session-1',
  takeId: 'take-0000000000000001',
  startMs: 1050,
  endMs: 3250,
}
const item = (payload: unknown): SyncItem => ({
  id: 'item',
  kind: 'trim',
  key: trimSyncKey(trim.takeId),
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  payload,
})

function handlerFor(reply: Reply, { baseUrl = server.url, userId = 'u1' } = {}) {
  server.answer(() => reply)
  const auth = createAuth({ storage: localStorage, baseUrl })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  return createTakeTrimHandler({ api: auth.api, takes, currentUserId: () => userId })
}

const trimmedTake = { status: 200, body: { id: trim.takeId, trim: { startMs: 1050, endMs: 3250 } } }
const puts = () => server.seen.filter((request) => request.method === 'PUT')

describe('the take trim handler', () => {
  it('sends the points of a take this device has uploaded', async () => {
    await takes.create(takeRecord({ id: trim.takeId, userId: 'u1', state: 'uploaded' }))
    expect(await handlerFor(trimmedTake)(item(trim))).toEqual({ outcome: 'done' })
    expect(puts()).toEqual([
      {
        method: 'PUT',
        path: '/api/sessions/session-1/takes/take-0000000000000001/trim',
        authorization: 'Bearer token',
        body: { startMs: 1050, endMs: 3250 },
      },
    ])
  })

  it('sends the loudness and the waveform this device measured with the points', async () => {
    await takes.create(takeRecord({ id: trim.takeId, userId: 'u1', state: 'uploaded' }))
    const peaks = Array.from({ length: 64 }, (_, index) => index)
    expect(await handlerFor(trimmedTake)(item({ ...trim, lufs: -19.4, peaks }))).toEqual({ outcome: 'done' })
    expect(puts().map((put) => put.body)).toEqual([{ startMs: 1050, endMs: 3250, lufs: -19.4, peaks }])
  })

  it("sends the points of another member's take, which this device never had", async () => {
    expect(await handlerFor(trimmedTake)(item(trim))).toEqual({ outcome: 'done' })
    expect(puts()).toHaveLength(1)
  })

  it('waits while the take itself still waits to be uploaded, and for the member who set them', async () => {
    await takes.create(takeRecord({ id: trim.takeId, userId: 'u1', state: 'saved' }))
    expect(await handlerFor(trimmedTake)(item(trim))).toEqual({
      outcome: 'retry',
      error: 'Waiting for the take to reach the server.',
    })
    await takes.update(trim.takeId, (take) => ({ ...take, state: 'uploaded' }))
    expect(await handlerFor(trimmedTake, { userId: 'u2' })(item(trim))).toMatchObject({ outcome: 'retry' })
    expect(puts()).toEqual([])
  })

  it('tries again when the network or the server is down', async () => {
    expect((await handlerFor({ status: 503, body: { message: 'Busy.' } })(item(trim))).outcome).toBe('retry')
    expect((await handlerFor(trimmedTake, { baseUrl: 'http://127.0.0.1:9' })(item(trim))).outcome).toBe('retry')
  })

  it('drops the points of a take the server no longer has, and fails refused points with the reason', async () => {
    expect(await handlerFor({ status: 404, body: { message: 'This take does not exist.' } })(item(trim))).toEqual({
      outcome: 'done',
    })
    expect(
      await handlerFor({ status: 400, body: { message: 'A trimmed take must keep at least 50 ms.' } })(item(trim)),
    ).toEqual({ outcome: 'failed', error: 'A trimmed take must keep at least 50 ms.' })
  })

  it('drops a write it cannot read, sending nothing', async () => {
    for (const payload of [undefined, { ...trim, startMs: -5 }, { ...trim, takeId: 42 }]) {
      expect(await handlerFor(trimmedTake)(item(payload))).toEqual({ outcome: 'done' })
    }
    expect(puts()).toEqual([])
  })
})
