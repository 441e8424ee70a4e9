import { afterEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '#app/offline/database'
import { createSyncQueue } from '#app/offline/sync-queue'
import { readSyncItems } from '#app/offline/sync-queue-items'
import { createTakesStore } from '#app/takes/takes-store'
import { discardInterruptedTake, keepInterruptedTake } from '#app/takes/interrupted-takes'
import { takeSyncKey } from '#app/takes/queue-take-upload'
import { openTestDatabase } from '../offline/support'
import { takeRecord } from './support/takes'

const opened: AppDatabase[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

async function setUp() {
  const db = await openTestDatabase()
  opened.push(db)
  return { db, takes: createTakesStore(db), queue: createSyncQueue({ db, isOnline: () => false }) }
}

describe('interrupted takes', () => {
  it('keeping one saves what was recorded and queues its upload', async () => {
    const { db, takes, queue } = await setUp()
    const take = takeRecord({ userId: 'u1' })
    await takes.create(take)
    await takes.appendChunk(take.id, 0, new ArrayBuffer(64), 1000)
    expect((await takes.listInterrupted('u1')).map((listed) => listed.id)).toEqual([take.id])

    expect(await keepInterruptedTake(takes, queue, take.id)).toBe(true)
    expect(await takes.get(take.id)).toMatchObject({ state: 'saved', bytes: 64, durationMs: 1000 })
    expect(await readSyncItems(db)).toMatchObject([{ kind: 'upload', key: takeSyncKey(take.id) }])
    expect(await takes.listInterrupted('u1')).toEqual([])
  })

  it('one without audio is dropped; discarding removes one', async () => {
    const { db, takes, queue } = await setUp()
    const empty = takeRecord()
    const unwanted = takeRecord()
    await takes.create(empty)
    await takes.create(unwanted)
    await takes.appendChunk(unwanted.id, 0, new ArrayBuffer(8), 1000)

    expect(await keepInterruptedTake(takes, queue, empty.id)).toBe(false)
    await discardInterruptedTake(takes, unwanted.id)
    expect(await takes.listForSession('session-1')).toEqual([])
    expect(await readSyncItems(db)).toEqual([])
  })
})
