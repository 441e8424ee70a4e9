// Records an older version (or damage) left in a shape the current schemas refuse: migrated where
// nothing is guessed, otherwise kept where they are, never deleted (decision 079).
import { openDB } from 'idb'
import { afterEach, expect, it, vi } from 'vitest'
import type { AppDatabase } from '#app/offline/database'
import { createDraftsStore } from '#app/drafts/drafts-store'
import { createTakesStore } from '#app/takes/takes-store'
import { newId } from '#shared/new-id'
import { openTestDatabase } from './support'

const opened: Array<{ close(): void }> = []
afterEach(() => {
  opened.splice(0).forEach((db) => db.close())
  vi.restoreAllMocks()
})

async function databases(): Promise<{ db: AppDatabase; raw: Awaited<ReturnType<typeof openDB>> }> {
  const db = await openTestDatabase()
  const raw = await openDB(db.name)
  opened.push(db, raw)
  return { db, raw }
}

it('a take whose numbers are not whole and whose audio is held as a buffer, a typed array and a DataView reads whole (a Blob: the browser test)', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { db, raw } = await databases()
  const id = newId()
  const bytes = Array.from({ length: 30 }, (_, index) => index)
  await raw.put('takes', {
    id,
    sessionId: 's1',
    lineId: 'l1',
    userId: 'u1',
    mime: 'audio/webm',
    startedAt: '2026-11-22T04:00:00.000Z',
    durationMs: 1500.6,
    state: 'saved',
  })
  await raw.put('recording-chunks', { takeId: id, seq: 0, data: new Uint8Array(bytes.slice(0, 10)).buffer })
  await raw.put('recording-chunks', {
    takeId: id,
    seq: 1,
    data: new DataView(new Uint8Array(bytes.slice(10, 20)).buffer),
  })
  await raw.put('recording-chunks', { takeId: id, seq: 2, data: new Uint8Array(bytes.slice(20)) })
  const takes = createTakesStore(db)

  expect(await takes.get(id)).toMatchObject({
    durationMs: 1501,
    bytes: 0,
    uploadedBytes: 0,
    uploadUrl: null,
    uploadError: null,
  })
  expect((await takes.listFor('u1')).map((take) => take.id)).toEqual([id])
  const audio = await takes.assemble(id)
  expect([...new Uint8Array(await audio!.arrayBuffer())]).toEqual(bytes)
  expect([...(await takes.firstBytes(id, 15))]).toEqual(bytes.slice(0, 15))
})

it('a draft an older shape left without its flags is read as unsent, and one without an owner is kept unread', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { db, raw } = await databases()
  await raw.put('drafts', {
    id: 'old',
    ownerId: 'u1',
    title: 'Kept',
    body: 'ANNA: Every word.',
    createdAt: '2026-11-22T03:00:00.000Z',
    updatedAt: '2026-11-22T03:05:00.000Z',
  })
  await raw.put('drafts', { id: 'ownerless', title: 'Whose?', body: 'BEN: Mine.' })
  const drafts = createDraftsStore(db)

  expect(await drafts.listFor('u1')).toMatchObject([
    { id: 'old', body: 'ANNA: Every word.', dirty: true, baseVersion: null, revision: 0 },
  ])
  expect(await drafts.get('ownerless')).toBeUndefined()
  expect(await raw.get('drafts', 'ownerless')).toEqual({ id: 'ownerless', title: 'Whose?', body: 'BEN: Mine.' })
  expect(warn).toHaveBeenCalledTimes(1)
})
