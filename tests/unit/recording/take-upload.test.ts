import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/app/api/api-client'
import { createCredentialsStore } from '../../../src/app/auth/credentials-store'
import type { AppDatabase } from '../../../src/app/offline/database'
import { createSyncQueue } from '../../../src/app/offline/sync-queue'
import { readSyncItems } from '../../../src/app/offline/sync-queue-items'
import { createTakesStore, type LocalTake, type TakesStore } from '../../../src/app/offline/takes-store'
import { queueTakeUpload, takeSyncKey } from '../../../src/app/recording/queue-take-upload'
import { takeStatus } from '../../../src/app/recording/take-status'
import { registerTakeUploads } from '../../../src/app/recording/take-upload'
import type { TusClient } from '../../../src/app/recording/tus-send'
import { makeUser } from '../support/users'
import { openTestDatabase } from '../offline/support'
import { audioChunks, bytesOf, joined, sameBytes, takeRecord } from './support/takes'
import { startTusTestServer, type TusTestServer } from './support/tus-test-server'

const megabyte = 1024 * 1024
// Node's resolution picks tus-js-client's Node build (Buffers and streams, no Blobs); the app runs
// its browser build, so the tests load that one, over jsdom's XMLHttpRequest.
const tusBrowserBuild = 'tus-js-client/lib.esm/browser/index.js'
const loadTus = () => import(/* @vite-ignore */ tusBrowserBuild) as Promise<TusClient>
let server: TusTestServer
let db: AppDatabase

beforeEach(async () => {
  server = await startTusTestServer()
  db = await openTestDatabase()
})
afterEach(async () => {
  db.close()
  await server.close()
})

function setUp({ token = 'good-token', baseUrl = server.url, userId = 'u1' } = {}) {
  let clock = 1_000_000
  const credentials = createCredentialsStore(localStorage)
  credentials.set({ user: makeUser({ id: userId }), token })
  const api = createApiClient({ store: credentials, baseUrl })
  const takes = createTakesStore(db)
  const queue = createSyncQueue({ db, now: () => clock, isOnline: () => true, firstRetryMs: 1000 })
  registerTakeUploads(queue, {
    takes,
    token: () => credentials.get()?.token ?? null,
    refresh: api.refresh,
    currentUserId: () => credentials.getUser()?.id ?? null,
    baseUrl,
    chunkSize: megabyte,
    loadTus,
  })
  return { takes, queue, credentials, later: (ms: number) => (clock += ms) }
}

/** A take recorded and saved on this device, its upload queued. */
async function savedTake(takes: TakesStore, queue: ReturnType<typeof setUp>['queue'], chunks: Uint8Array[], overrides: Partial<LocalTake> = {}) {
  const take = takeRecord({ userId: 'u1', ...overrides })
  await takes.create(take)
  for (const [seq, chunk] of chunks.entries()) await takes.appendChunk(take.id, seq, chunk.slice().buffer, (seq + 1) * 1000)
  await takes.update(take.id, (current) => ({ ...current, state: 'saved' }))
  await queueTakeUpload(queue, take.id)
  return take
}

const requests = (method: string) => server.seen.filter((request) => request.method === method)

describe('take upload', () => {
  it('sends a saved take with its metadata and token, then marks it uploaded and frees its chunks', async () => {
    const { takes, queue } = setUp()
    const chunks = audioChunks(10, 2000)
    const take = await savedTake(takes, queue, chunks)
    await queue.drain()

    expect(server.finished).toHaveLength(1)
    expect(sameBytes(server.finished[0]?.bytes, joined(chunks))).toBe(true)
    expect(server.finished[0]?.metadata).toMatchObject({ takeId: take.id, sessionId: 'session-1', lineId: 'line-1', durationMs: '10000', mime: 'audio/webm' })
    expect(server.seen.every((request) => request.method === 'OPTIONS' || request.authorization === 'Bearer good-token')).toBe(true)
    const uploaded = (await takes.get(take.id)) as LocalTake
    expect(uploaded).toMatchObject({ state: 'uploaded', bytes: 20_000, uploadedBytes: 20_000 })
    expect(takeStatus(uploaded).label).toBe('Uploaded')
    expect((await takes.assemble(take.id))?.size).toBe(0)
    expect(await readSyncItems(db)).toEqual([])
  })

  it('an upload cut after the first megabyte resumes there: the first megabyte is not sent again', async () => {
    const { takes, queue, later } = setUp()
    const chunks = audioChunks(10, 256 * 1024)
    const take = await savedTake(takes, queue, chunks)
    server.cutPatches.add(1)
    await queue.drain()

    const cut = (await takes.get(take.id)) as LocalTake
    expect(cut).toMatchObject({ state: 'saved', uploadedBytes: megabyte })
    expect(cut.uploadUrl).toBeTruthy()
    expect(takeStatus(cut).label).toBe('Saved on this device')
    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({ attempts: 1, failed: false })
    expect(server.finished).toEqual([])

    later(1000)
    await queue.drain()
    expect(requests('POST')).toHaveLength(1)
    expect(requests('HEAD')).toHaveLength(1)
    expect(requests('PATCH').map((request) => request.offset)).toEqual([0, megabyte, megabyte, 2 * megabyte])
    expect(sameBytes(server.finished[0]?.bytes, joined(chunks))).toBe(true)
    expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded', uploadedBytes: 10 * 256 * 1024 })
  })

  it('an expired token is refreshed through the API client and the upload goes on', async () => {
    const { takes, queue, credentials } = setUp({ token: 'stale-token' })
    const take = await savedTake(takes, queue, audioChunks(2, 100))
    await queue.drain()
    expect(requests('POST').map((request) => request.url)).toContain('/api/users/refresh-token')
    expect(credentials.get()?.token).toBe('good-token')
    expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded' })
  })

  it('a take the server refuses fails for good with its message and stays on the device', async () => {
    const { takes, queue } = setUp()
    server.refuseFinishedWith = { status: 415, message: 'This file is not the audio its type says.' }
    const chunks = audioChunks(3, 100)
    const take = await savedTake(takes, queue, chunks)
    await queue.drain()

    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({ failed: true, lastError: 'This file is not the audio its type says.' })
    expect(await takes.get(take.id)).toMatchObject({ state: 'saved', uploadUrl: null, uploadError: 'This file is not the audio its type says.' })
    expect(await bytesOf((await takes.assemble(take.id)) as Blob)).toEqual(joined(chunks))
  })

  it('metadata the contract refuses fails before anything is sent', async () => {
    const { takes, queue } = setUp()
    const take = await savedTake(takes, queue, audioChunks(1, 10), { mime: 'audio/wav' })
    await queue.drain()
    expect(server.seen).toEqual([])
    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({ failed: true })
    expect((await takes.get(take.id))?.uploadError).toMatch(/^This take cannot be uploaded/)
  })

  it('no server: retried later, the take stays saved', async () => {
    const closed = await startTusTestServer()
    await closed.close()
    const { takes, queue } = setUp({ baseUrl: closed.url })
    const take = await savedTake(takes, queue, audioChunks(1, 10))
    await queue.drain()
    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({ attempts: 1, failed: false })
    expect(await takes.get(take.id)).toMatchObject({ state: 'saved', uploadError: null })
  })

  it("waits for the member who recorded the take before sending it", async () => {
    const { takes, queue } = setUp({ userId: 'someone-else' })
    const take = await savedTake(takes, queue, audioChunks(1, 10))
    await queue.drain()
    expect(server.seen).toEqual([])
    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({ failed: false, lastError: 'Waiting for the member who recorded this take to log in.' })
  })
})
