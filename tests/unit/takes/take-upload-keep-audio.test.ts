import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '#app/api/api-client'
import { createCredentialsStore } from '#app/auth/credentials-store'
import type { AppDatabase } from '#app/offline/database'
import { createSyncQueue } from '#app/offline/sync-queue'
import { createTakesStore } from '#app/takes/takes-store'
import { loadTakeAudio } from '#app/sessions/playback/take-audio'
import { takeAudioCache } from '#app/takes/take-audio-cache'
import { queueTakeUpload } from '#app/takes/queue-take-upload'
import { registerTakeUploads } from '#app/takes/register-take-uploads'
import type { TakeUploadDeps } from '#app/takes/take-upload'
import { makeUser } from '../support/users'
import { openTestDatabase } from '../offline/support'
import { installCacheStorage, removeCacheStorage } from '../sessions/playback/support/cache-storage'
import { audioChunks, bytesOf, joined, sameBytes, takeRecord } from './support/takes'
import { startTusTestServer, type TusTestServer } from './support/tus-test-server'
import { loadTusBrowserBuild } from './support/tus-browser-build'

let server: TusTestServer
let db: AppDatabase

beforeEach(async () => {
  server = await startTusTestServer()
  db = await openTestDatabase()
})
afterEach(async () => {
  db.close()
  removeCacheStorage()
  await server.close()
})

async function uploadOneTake(overrides: Partial<TakeUploadDeps> = {}) {
  const credentials = createCredentialsStore(localStorage)
  credentials.set({ user: makeUser({ id: 'u1' }), token: 'good-token' })
  const api = createApiClient({ store: credentials, baseUrl: server.url })
  const takes = createTakesStore(db)
  const queue = createSyncQueue({ db, isOnline: () => true })
  registerTakeUploads(queue, {
    takes,
    token: () => credentials.get()?.token ?? null,
    refresh: api.refresh,
    currentUserId: () => 'u1',
    baseUrl: server.url,
    loadTus: loadTusBrowserBuild,
    ...overrides,
  })
  const chunks = audioChunks(4, 500)
  const take = takeRecord({ userId: 'u1' })
  await takes.create(take)
  for (const [seq, chunk] of chunks.entries())
    await takes.appendChunk(take.id, seq, chunk.slice().buffer, (seq + 1) * 1000)
  await takes.update(take.id, (current) => ({ ...current, state: 'saved' }))
  await queueTakeUpload(queue, take.id)
  await queue.drain()
  return { takes, take, bytes: joined(chunks) }
}

describe('an uploaded take stays playable on the device', () => {
  it('its audio goes to the take-audio cache before its chunks are freed, and plays from there', async () => {
    const cacheStorage = installCacheStorage()
    const { takes, take, bytes } = await uploadOneTake()

    expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded' })
    expect((await takes.assemble(take.id))?.size).toBe(0)
    expect(cacheStorage.get(takeAudioCache)?.size).toBe(1)
    const seenBefore = server.seen.length
    const audio = await loadTakeAudio(take.id, { takes, baseUrl: server.url })
    expect(sameBytes(await bytesOf(audio), bytes)).toBe(true)
    expect(server.seen.length).toBe(seenBefore)
  })

  it('a cache that refuses the copy (a full disk) does not hold the upload back', async () => {
    const { takes, take } = await uploadOneTake({ keepAudio: () => Promise.reject(new Error('QuotaExceededError')) })
    expect(server.finished).toHaveLength(1)
    expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded' })
    expect((await takes.assemble(take.id))?.size).toBe(0)
  })
})
