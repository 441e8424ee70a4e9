import { openDB } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { openAppDatabase, type AppDatabase } from '#app/offline/database'
import { createDraftsStore } from '#app/drafts/drafts-store'
import { createTakesStore } from '#app/takes/takes-store'
import { newId } from '#shared/new-id'
import { audioChunks, bytesOf, joined, takeRecord } from './support/takes'
import { appUpgradeSteps as upgradeSteps } from '#app/device-features'

const opened: AppDatabase[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

async function open(name = `takes-${newId()}`, steps = upgradeSteps) {
  const db = await openAppDatabase(name, steps)
  opened.push(db)
  return db
}

async function recordChunks(store: ReturnType<typeof createTakesStore>, takeId: string, chunks: Uint8Array[]) {
  for (const [seq, chunk] of chunks.entries())
    await store.appendChunk(takeId, seq, chunk.slice().buffer, (seq + 1) * 1000)
}

describe('takes store', () => {
  it('writes 10 chunks and assembles exactly their bytes, without the chunks of other takes', async () => {
    const takes = createTakesStore(await open())
    const take = takeRecord()
    const other = takeRecord()
    await takes.create(take)
    await takes.create(other)
    const chunks = audioChunks(10, 1500)
    await recordChunks(takes, take.id, chunks)
    await recordChunks(takes, other.id, audioChunks(3, 100))

    const blob = await takes.assemble(take.id)
    expect(blob?.type).toBe('audio/webm;codecs=opus')
    expect(await bytesOf(blob as Blob)).toEqual(joined(chunks))
    expect(await takes.get(take.id)).toMatchObject({ bytes: 15_000, durationMs: 10_000, state: 'recording' })
  })

  it('lists a take whose tab died while recording after the database is opened again', async () => {
    const name = `takes-${newId()}`
    const first = createTakesStore(await open(name))
    const interrupted = takeRecord({ userId: 'u1' })
    await first.create(interrupted)
    await recordChunks(first, interrupted.id, audioChunks(4, 10))
    await first.create(takeRecord({ userId: 'u1', state: 'saved' }))
    await first.create(takeRecord({ userId: 'someone-else' }))
    opened.splice(0).forEach((db) => db.close())

    const reopened = createTakesStore(await open(name))
    const listed = await reopened.listInterrupted('u1')
    expect(listed.map((take) => take.id)).toEqual([interrupted.id])
    expect(listed[0]).toMatchObject({ bytes: 40, durationMs: 4000 })
    expect((await reopened.assemble(interrupted.id))?.size).toBe(40)
    // The take this page is recording right now is not interrupted.
    expect(await reopened.listInterrupted('u1', new Set([interrupted.id]))).toEqual([])
  })

  it('deletes a take with its chunks, or only the chunks', async () => {
    const takes = createTakesStore(await open())
    const kept = takeRecord()
    const gone = takeRecord()
    for (const take of [kept, gone]) {
      await takes.create(take)
      await recordChunks(takes, take.id, audioChunks(2, 8))
    }
    await takes.remove(gone.id)
    await takes.deleteChunks(kept.id)
    expect(await takes.get(gone.id)).toBeUndefined()
    expect(await takes.get(kept.id)).toMatchObject({ bytes: 16 })
    expect((await takes.assemble(kept.id))?.size).toBe(0)
  })

  it('refuses a chunk for a take that is not on the device', async () => {
    const takes = createTakesStore(await open())
    await expect(takes.appendChunk('missing', 0, new ArrayBuffer(4), 1000)).rejects.toThrow('no longer on the device')
  })

  it('ignores damaged take records', async () => {
    const name = `takes-${newId()}`
    const takes = createTakesStore(await open(name))
    const raw = await openDB(name)
    await raw.put('takes', { id: 'broken', sessionId: 'session-1', state: 'exploded' })
    raw.close()
    await takes.create(takeRecord())
    expect(await takes.get('broken')).toBeUndefined()
    expect(await takes.listForSession('session-1')).toHaveLength(1)
  })

  it('upgrading from version 1 adds the take stores and keeps the drafts', async () => {
    const name = `takes-${newId()}`
    const v1 = await open(name, upgradeSteps.slice(0, 1))
    const draft = {
      id: 'd1',
      ownerId: 'u1',
      title: 'T',
      body: 'B',
      baseVersion: null,
      dirty: true,
      revision: 1,
      archivedAt: null,
      createdAt: 'x',
      updatedAt: 'x',
      conflict: null,
    }
    await v1.put('drafts', draft)
    v1.close()
    const current = await open(name)
    expect(current.version).toBe(upgradeSteps.length)
    expect([...current.objectStoreNames]).toEqual(expect.arrayContaining(['takes', 'recording-chunks', 'drafts']))
    expect(await createDraftsStore(current).get('d1')).toEqual(draft)
  })
})
