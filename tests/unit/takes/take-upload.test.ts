import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '#app/api/api-client'
import { createCredentialsStore } from '#app/auth/credentials-store'
import type { AppDatabase } from '#app/offline/database'
import { createSyncQueue } from '#app/offline/sync-queue'
import { readSyncItems } from '#app/offline/sync-queue-items'
import { createTakesStore, type LocalTake, type TakesStore } from '#app/takes/takes-store'
import { queueTakeUpload, takeSyncKey } from '#app/takes/queue-take-upload'
import { takeStatus } from '#app/takes/take-status'
import { registerTakeUploads } from '#app/takes/register-take-uploads'
import { unknownAudioMessage } from '#app/takes/take-upload'
import { takeUploadPath } from '#contract/takes'
import { newId } from '#shared/new-id'
import { audioFixtures, fixtureNamed } from '#tests/support/audio-fixtures'
import { makeUser } from '../support/users'
import { openTestDatabase } from '../offline/support'
import { audioChunks, bytesOf, joined, sameBytes, takeRecord } from './support/takes'
import { startTusTestServer, type TusTestServer } from './support/tus-test-server'
import { loadTusBrowserBuild } from './support/tus-browser-build'

const megabyte = 1024 * 1024
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
    loadTus: loadTusBrowserBuild,
  })
  return { takes, queue, credentials, later: (ms: number) => (clock += ms) }
}

/** A take recorded and saved on this device, its upload queued. */
async function savedTake(
  takes: TakesStore,
  queue: ReturnType<typeof setUp>['queue'],
  chunks: Uint8Array[],
  overrides: Partial<LocalTake> = {},
) {
  const take = takeRecord({ userId: 'u1', ...overrides })
  await takes.create(take)
  for (const [seq, chunk] of chunks.entries())
    await takes.appendChunk(take.id, seq, chunk.slice().buffer, (seq + 1) * 1000)
  await takes.update(take.id, (current) => ({ ...current, state: 'saved' }))
  await queueTakeUpload(queue, take.id)
  return take
}

const requests = (method: string) => server.seen.filter((request) => request.method === method)

/** What the previous version did: a tus upload declared by the asked-for type, its first part sent. */
async function beginUploadAsBefore(firstPart: Uint8Array, length: number, mime: string): Promise<string> {
  const tusHeaders = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${server.validToken}` }
  const metadata = Object.entries({
    takeId: newId(),
    sessionId: 'session-1',
    lineId: 'line-1',
    durationMs: '1500',
    mime,
  })
    .map(([key, value]) => `${key} ${btoa(value)}`)
    .join(',')
  const created = await fetch(`${server.url}${takeUploadPath}`, {
    method: 'POST',
    headers: { ...tusHeaders, 'Upload-Length': String(length), 'Upload-Metadata': metadata },
  })
  const uploadUrl = new URL(created.headers.get('location') ?? '', server.url).href
  const patched = await fetch(uploadUrl, {
    method: 'PATCH',
    headers: { ...tusHeaders, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: firstPart.slice(),
  })
  expect(patched.status).toBe(204)
  return uploadUrl
}

describe('take upload', () => {
  it('sends a saved take with its metadata and token, then marks it uploaded and frees its chunks', async () => {
    const { takes, queue } = setUp()
    const chunks = audioChunks(10, 2000)
    const take = await savedTake(takes, queue, chunks)
    await queue.drain()

    expect(server.finished).toHaveLength(1)
    expect(sameBytes(server.finished[0]?.bytes, joined(chunks))).toBe(true)
    expect(server.finished[0]?.metadata).toMatchObject({
      takeId: take.id,
      sessionId: 'session-1',
      lineId: 'line-1',
      durationMs: '10000',
      mime: 'audio/webm',
      // When recording began, so the server takes the last recorded for the newest.
      recordedAt: take.startedAt,
    })
    expect(
      server.seen.every((request) => request.method === 'OPTIONS' || request.authorization === 'Bearer good-token'),
    ).toBe(true)
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

    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({
      failed: true,
      lastError: 'This file is not the audio its type says.',
    })
    expect(await takes.get(take.id)).toMatchObject({
      state: 'saved',
      uploadUrl: null,
      uploadError: 'This file is not the audio its type says.',
    })
    expect(await bytesOf((await takes.assemble(take.id)) as Blob)).toEqual(joined(chunks))
  })

  it('metadata the contract refuses fails before anything is sent', async () => {
    const { takes, queue } = setUp()
    const take = await savedTake(takes, queue, audioChunks(1, 10), { lineId: 'l'.repeat(65) })
    await queue.drain()
    expect(server.seen).toEqual([])
    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({ failed: true })
    expect((await takes.get(take.id))?.uploadError).toMatch(/^This take cannot be uploaded/)
  })

  it('audio that is none of the three containers, recorded under another type, fails before anything is sent', async () => {
    const { takes, queue } = setUp()
    const take = await savedTake(takes, queue, audioChunks(1, 10), { mime: 'audio/wav' })
    await queue.drain()
    expect(server.seen).toEqual([])
    expect((await takes.get(take.id))?.uploadError).toBe(unknownAudioMessage)
  })

  it.each(audioFixtures)(
    'a take recorded as $name declares $container, whatever the recorder was asked for',
    async ({ bytes, container }) => {
      const { takes, queue } = setUp()
      server.refuseMisdeclared = true
      const take = await savedTake(takes, queue, [bytes.subarray(0, 5), bytes.subarray(5)], {
        mime: 'audio/webm;codecs=opus',
      })
      await queue.drain()

      expect(server.finished.map((upload) => upload.metadata.mime)).toEqual([container])
      expect(sameBytes(server.finished[0]?.bytes, bytes)).toBe(true)
      expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded', uploadError: null })
    },
  )

  it('an upload an earlier version began under the asked-for type is refused at its end, then sent again declared by its bytes', async () => {
    const { takes, queue, later } = setUp()
    server.refuseMisdeclared = true
    const ogg = fixtureNamed('firefox.ogg').bytes
    const half = Math.floor(ogg.length / 2)
    const uploadUrl = await beginUploadAsBefore(ogg.subarray(0, half), ogg.length, 'audio/webm')
    const take = await savedTake(takes, queue, [ogg], {
      mime: 'audio/webm;codecs=opus',
      uploadUrl,
      uploadedBytes: half,
    })

    await queue.drain()
    expect(server.finished).toEqual([])
    expect(requests('PATCH').at(-1)?.offset).toBe(half)
    expect(await takes.get(take.id)).toMatchObject({
      state: 'saved',
      uploadUrl: null,
      uploadedBytes: 0,
      uploadError: null,
    })
    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({ failed: false })

    later(1000)
    await queue.drain()
    expect(server.finished.map((upload) => upload.metadata.mime)).toEqual(['audio/ogg'])
    expect(sameBytes(server.finished[0]?.bytes, ogg)).toBe(true)
    expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded', uploadError: null })
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

  it('waits for the member who recorded the take before sending it', async () => {
    const { takes, queue } = setUp({ userId: 'someone-else' })
    const take = await savedTake(takes, queue, audioChunks(1, 10))
    await queue.drain()
    expect(server.seen).toEqual([])
    expect(queue.getSnapshot().get(takeSyncKey(take.id))).toMatchObject({
      failed: false,
      lastError: 'Waiting for the member who recorded this take to log in.',
    })
  })
})
