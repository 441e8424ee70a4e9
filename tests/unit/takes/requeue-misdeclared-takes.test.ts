// Takes an earlier version declared by the asked-for type (Firefox's Ogg sent as WebM) were refused
// for good and waited on the device with a type error. At start they are declared by their bytes
// and uploaded once; a take refused for another reason stays as it was.
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { AppDatabase } from '#app/offline/database'
import { createSyncQueue } from '#app/offline/sync-queue'
import { readSyncItems } from '#app/offline/sync-queue-items'
import { createTakesStore, type LocalTake, type TakesStore } from '#app/takes/takes-store'
import { queueTakeUpload, takeSyncKey } from '#app/takes/queue-take-upload'
import { requeueMisdeclaredTakes } from '#app/takes/requeue-misdeclared-takes'
import { takeStatus } from '#app/takes/take-status'
import { registerTakeUploads } from '#app/takes/register-take-uploads'
import { fixtureNamed } from '#tests/support/audio-fixtures'
import { openTestDatabase } from '../offline/support'
import { sameBytes, takeRecord } from './support/takes'
import { misdeclaredMessage, startTusTestServer, type TusTestServer } from './support/tus-test-server'
import { loadTusBrowserBuild } from './support/tus-browser-build'

let server: TusTestServer
let db: AppDatabase

beforeEach(async () => {
  server = await startTusTestServer()
  server.refuseMisdeclared = true
  db = await openTestDatabase()
})
afterEach(async () => {
  db.close()
  await server.close()
})

function setUp() {
  const takes = createTakesStore(db)
  const queue = createSyncQueue({ db, isOnline: () => true })
  registerTakeUploads(queue, {
    takes,
    token: () => server.validToken,
    refresh: async () => 'refreshed',
    currentUserId: () => 'u1',
    baseUrl: server.url,
    loadTus: loadTusBrowserBuild,
  })
  return { takes, queue }
}

/** A take as the previous version left it: refused for good, its queue item failed. */
async function refusedTake(
  takes: TakesStore,
  queue: ReturnType<typeof setUp>['queue'],
  bytes: Uint8Array,
  mime: string,
  uploadError: string,
) {
  const take = takeRecord({ userId: 'u1', mime, state: 'saved' })
  await takes.create({ ...take, state: 'recording' })
  await takes.appendChunk(take.id, 0, bytes.slice(0, 7).buffer, 500)
  await takes.appendChunk(take.id, 1, bytes.slice(7).buffer, 1500)
  await takes.update(take.id, (current) => ({ ...current, state: 'saved', uploadError }))
  await queueTakeUpload(queue, take.id)
  const [queued] = await readSyncItems(db)
  if (!queued) throw new Error('The take was not queued')
  await db.put('sync-queue', { ...queued, nextAttemptAt: null, attempts: 1, lastError: uploadError })
  return take
}

it('an Ogg take refused as WebM is declared Ogg and uploaded once, and its type error is gone', async () => {
  const { takes, queue } = setUp()
  const ogg = fixtureNamed('firefox.ogg').bytes
  const take = await refusedTake(takes, queue, ogg, 'audio/webm;codecs=opus', misdeclaredMessage)
  await queue.drain()
  expect(server.seen).toEqual([])

  expect(await requeueMisdeclaredTakes(takes, queue)).toBe(1)
  const fixed = (await takes.get(take.id)) as LocalTake
  expect(fixed).toMatchObject({ mime: 'audio/ogg', uploadError: null })
  expect(takeStatus(fixed).error).toBeNull()
  await queue.drain()

  expect(server.finished.map((upload) => upload.metadata.mime)).toEqual(['audio/ogg'])
  expect(sameBytes(server.finished[0]?.bytes, ogg)).toBe(true)
  expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded', uploadError: null })
  expect(await readSyncItems(db)).toEqual([])
  expect(await requeueMisdeclaredTakes(takes, queue)).toBe(0)
})

/** The store and queue of a page that is closed right after its first write. */
function closedAfterFirstWrite(takes: TakesStore, queue: ReturnType<typeof setUp>['queue']) {
  let wrote = false
  const once =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (wrote) throw new Error('the page was closed')
      wrote = true
      return write(...args)
    }
  return { takes: { ...takes, update: once(takes.update) }, queue: { enqueue: once(queue.enqueue) } }
}

it('a page closed halfway through correcting a take leaves it to the next start, which uploads it once', async () => {
  const { takes, queue } = setUp()
  const ogg = fixtureNamed('firefox.ogg').bytes
  const take = await refusedTake(takes, queue, ogg, 'audio/webm;codecs=opus', misdeclaredMessage)
  const closing = closedAfterFirstWrite(takes, queue)
  await expect(requeueMisdeclaredTakes(closing.takes, closing.queue)).rejects.toThrow('the page was closed')

  expect(await requeueMisdeclaredTakes(takes, queue)).toBe(1)
  await queue.drain()
  expect(server.finished.map((upload) => upload.metadata.mime)).toEqual(['audio/ogg'])
  expect(await takes.get(take.id)).toMatchObject({ state: 'uploaded', uploadError: null })
  expect(await readSyncItems(db)).toEqual([])
})

it('a take refused for another reason, whose bytes are what it declared, stays refused', async () => {
  const { takes, queue } = setUp()
  const webm = fixtureNamed('chromium.webm').bytes
  const take = await refusedTake(takes, queue, webm, 'audio/webm;codecs=opus', 'The take is larger than 200 MB.')

  expect(await requeueMisdeclaredTakes(takes, queue)).toBe(0)
  expect(await takes.get(take.id)).toMatchObject({ uploadError: 'The take is larger than 200 MB.' })
  expect(await readSyncItems(db)).toEqual([expect.objectContaining({ key: takeSyncKey(take.id), nextAttemptAt: null })])
})

it('a take not refused is left to the queue, even when it was recorded under another type', async () => {
  const { takes, queue } = setUp()
  const mp4 = fixtureNamed('webkit.mp4').bytes
  const take = takeRecord({ userId: 'u1', mime: 'audio/webm;codecs=opus', state: 'saved' })
  await takes.create(take)
  await takes.appendChunk(take.id, 0, mp4.slice().buffer, 1500)
  expect(await requeueMisdeclaredTakes(takes, queue)).toBe(0)
  expect(await readSyncItems(db)).toEqual([])
})
