// A page closed between a take being saved and its upload being queued left the take on the device
// with nothing to send it. At start such takes are queued again, and sent; a take already queued
// keeps its item (and its back-off), and takes uploaded or refused for good are left alone.
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { AppDatabase } from '#app/offline/database'
import { createSyncQueue } from '#app/offline/sync-queue'
import { readSyncItems } from '#app/offline/sync-queue-items'
import { queueTakeUpload, takeSyncKey } from '#app/takes/queue-take-upload'
import { requeueUnqueuedTakes } from '#app/takes/requeue-unqueued-takes'
import { createTakesStore, type LocalTake, type TakesStore } from '#app/takes/takes-store'
import { openTestDatabase } from '../offline/support'
import { takeRecord } from './support/takes'

let db: AppDatabase
let takes: TakesStore
let queue: ReturnType<typeof createSyncQueue>

beforeEach(async () => {
  db = await openTestDatabase()
  takes = createTakesStore(db)
  queue = createSyncQueue({ db, isOnline: () => false })
})
afterEach(() => db.close())

async function storedTake(fields: Partial<LocalTake>): Promise<LocalTake> {
  const take = takeRecord({ userId: 'u1', ...fields })
  await takes.create({ ...take, state: 'recording' })
  await takes.appendChunk(take.id, 0, new Uint8Array([1, 2, 3]).buffer, 1000)
  await takes.update(take.id, (current) => ({ ...current, ...fields }))
  return take
}

it('queues a saved take and a half-uploaded one that have no queue item, once', async () => {
  const saved = await storedTake({ state: 'saved' })
  const halfUploaded = await storedTake({ state: 'uploading', uploadUrl: '/api/uploads/takes/gone', uploadedBytes: 2 })

  expect(await requeueUnqueuedTakes(takes, queue, db)).toBe(2)
  expect((await readSyncItems(db)).map((item) => item.key).sort()).toEqual(
    [takeSyncKey(saved.id), takeSyncKey(halfUploaded.id)].sort(),
  )
  expect(await requeueUnqueuedTakes(takes, queue, db)).toBe(0)
  expect(await readSyncItems(db)).toHaveLength(2)
})

it('leaves a queued take its item, and an uploaded, refused or unfinished take unqueued', async () => {
  const queued = await storedTake({ state: 'saved' })
  await queueTakeUpload(queue, queued.id)
  const [item] = await readSyncItems(db)
  await db.put('sync-queue', { ...item!, attempts: 3, nextAttemptAt: 123, lastError: 'The server is busy.' })
  await storedTake({ state: 'uploaded', uploadedBytes: 3 })
  await storedTake({
    state: 'saved',
    uploadError: 'This file is not the audio its type says (WebM, MP4 or Ogg expected).',
  })
  await storedTake({ state: 'recording' })

  expect(await requeueUnqueuedTakes(takes, queue, db)).toBe(0)
  expect(await readSyncItems(db)).toEqual([
    { ...item!, attempts: 3, nextAttemptAt: 123, lastError: 'The server is busy.' },
  ])
})
