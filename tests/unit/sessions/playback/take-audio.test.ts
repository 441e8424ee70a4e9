import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { takeAudioPath } from '#contract/takes'
import type { AppDatabase } from '#app/offline/database'
import { deleteApiCaches } from '#app/offline/clear-offline-data'
import { createTakesStore, type TakesStore } from '#app/takes/takes-store'
import { loadTakeAudio, takeAudioUnreachable } from '#app/sessions/playback/take-audio'
import { keepTakeAudio, takeAudioCache } from '#app/takes/take-audio-cache'
import { openTestDatabase } from '#tests/unit/offline/support'
import { audioChunks, bytesOf, joined, sameBytes, takeRecord } from '#tests/unit/takes/support/takes'
import { installCacheStorage, removeCacheStorage } from './support/cache-storage'
import { startTakeAudioServer, type TakeAudioServer } from './support/take-audio-server'
import { deviceFeatures } from '#app/device-features'

const serverBytes = new Uint8Array([1, 2, 3, 4, 5])
let db: AppDatabase
let takes: TakesStore
let server: TakeAudioServer

beforeEach(async () => {
  db = await openTestDatabase()
  takes = createTakesStore(db)
  server = await startTakeAudioServer({ 'take-on-server': serverBytes, 'take-here': serverBytes })
})
afterEach(async () => {
  db.close()
  removeCacheStorage()
  await server.close()
})

async function recordedTake(id: string, chunks: Uint8Array[]) {
  await takes.create(takeRecord({ id, state: 'saved' }))
  for (const [seq, chunk] of chunks.entries()) await takes.appendChunk(id, seq, chunk.slice().buffer, (seq + 1) * 1000)
}

describe('loading a take to play', () => {
  it("plays this device's chunks first, without asking the server", async () => {
    installCacheStorage()
    const chunks = audioChunks(3, 100)
    await recordedTake('take-here', chunks)
    const audio = await loadTakeAudio('take-here', { takes, baseUrl: server.url })
    expect(sameBytes(await bytesOf(audio), joined(chunks))).toBe(true)
    expect(server.seen).toEqual([])
  })

  it('then the take-audio cache, once the chunks are gone after the upload', async () => {
    const cacheStorage = installCacheStorage()
    const chunks = audioChunks(2, 50)
    await recordedTake('take-here', chunks)
    await keepTakeAudio('take-here', (await takes.assemble('take-here')) as Blob)
    await takes.deleteChunks('take-here')

    const audio = await loadTakeAudio('take-here', { takes, baseUrl: server.url })
    expect(sameBytes(await bytesOf(audio), joined(chunks))).toBe(true)
    expect(server.seen).toEqual([])
    expect([...(cacheStorage.get(takeAudioCache)?.keys() ?? [])]).toEqual([
      new URL(takeAudioPath('take-here'), location.href).href,
    ])
  })

  it('then the server, with the bearer token when one is given', async () => {
    installCacheStorage()
    const audio = await loadTakeAudio('take-on-server', { takes, token: () => 'the-token', baseUrl: server.url })
    expect(sameBytes(await bytesOf(audio), serverBytes)).toBe(true)
    expect(server.seen).toEqual([{ path: takeAudioPath('take-on-server'), authorization: 'Bearer the-token' }])
  })

  it('without a takes store, Cache Storage or token (a portfolio visitor) it asks the server anonymously', async () => {
    const audio = await loadTakeAudio('take-on-server', { baseUrl: server.url })
    expect(sameBytes(await bytesOf(audio), serverBytes)).toBe(true)
    expect(server.seen).toEqual([{ path: takeAudioPath('take-on-server'), authorization: undefined }])
  })

  it("says so plainly when the take is nowhere to be had, with the server's message when it answered", async () => {
    await expect(loadTakeAudio('missing-take', { takes, baseUrl: server.url })).rejects.toThrow(
      'A take could not be loaded (This take does not exist.).',
    )
    await server.close()
    await expect(loadTakeAudio('take-on-server', { takes, baseUrl: server.url })).rejects.toThrow(takeAudioUnreachable)
    server = await startTakeAudioServer({})
  })
})

describe('signing out', () => {
  it('deletes the take-audio cache with the other caches keyed by URL, and keeps the app shell', async () => {
    const cacheStorage = installCacheStorage()
    await keepTakeAudio('take-here', new Blob([serverBytes]))
    await caches.open('api-reads')
    await caches.open('workbox-precache-v2')
    // The caches the features keep per member: the takes feature names its own.
    await deleteApiCaches(deviceFeatures.flatMap((feature) => feature.memberCaches ?? []))
    expect([...cacheStorage.keys()]).toEqual(['workbox-precache-v2'])
  })
})
