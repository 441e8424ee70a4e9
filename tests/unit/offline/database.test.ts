import { openDB } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { openAppDatabase, type AppDatabase } from '#app/offline/database'
import { createDraftsStore } from '#app/drafts/drafts-store'
import { createQueryCachePersister } from '#app/offline/query-cache-store'
import { readSyncItems } from '#app/offline/sync-queue-items'
import { upgradeStepsOf, type UpgradeStep } from '#app/offline/upgrades'
import { appUpgradeSteps as upgradeSteps } from '#app/device-features'
import { newId } from '#shared/new-id'

const opened: AppDatabase[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

async function open(name: string, steps: readonly UpgradeStep[] = upgradeSteps) {
  const db = await openAppDatabase(name, steps)
  opened.push(db)
  return db
}

const draftRecord = {
  id: 'd1',
  ownerId: 'u1',
  title: 'Opening',
  body: 'ANNA: Hello.',
  baseVersion: null,
  dirty: true,
  revision: 1,
  archivedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  conflict: null,
}

describe('app database', () => {
  it('the current version has the drafts, sync-queue, query-cache, takes, recording-chunks, activities and message-outbox stores', async () => {
    const db = await open(`db-${newId()}`)
    expect(db.version).toBe(upgradeSteps.length)
    expect([...db.objectStoreNames].sort()).toEqual([
      'activities',
      'drafts',
      'message-outbox',
      'query-cache',
      'recording-chunks',
      'sync-queue',
      'takes',
    ])
  })

  it('a device at version 2 (before the activity log) gains the activities store and keeps its drafts', async () => {
    const name = `db-${newId()}`
    const v2 = await open(name, upgradeSteps.slice(0, 2))
    await v2.put('drafts', draftRecord)
    v2.close()
    const current = await open(name)
    expect([...current.objectStoreNames]).toContain('activities')
    expect(await createDraftsStore(current).get('d1')).toEqual(draftRecord)
  })

  it('a later version adds its store and keeps what the device already had', async () => {
    const name = `db-${newId()}`
    const v1 = await open(name)
    await v1.put('drafts', draftRecord)
    v1.close()
    const addLaterStore: UpgradeStep = (database) => {
      ;(database as unknown as { createObjectStore(name: string): void }).createObjectStore('later-store')
    }
    const v2 = await open(name, [...upgradeSteps, addLaterStore])
    expect(v2.version).toBe(upgradeSteps.length + 1)
    expect([...v2.objectStoreNames]).toContain('later-store')
    expect(await createDraftsStore(v2).get('d1')).toEqual(draftRecord)
  })
})

describe('the versions the features declare', () => {
  it('are whole: a version no feature declares is refused before any device meets it', () => {
    expect(upgradeSteps).toHaveLength(4)
    const gap = [{ name: 'later', upgrades: [{ version: 3, upgrade: () => undefined }] }]
    expect(() => upgradeStepsOf(gap)).toThrow('No feature declares database version 2.')
  })
})

describe('records read back are validated', () => {
  it('keeps damaged drafts unread where they are (decision 079) and migrates an older shape', async () => {
    const name = `db-${newId()}`
    const db = await open(name)
    const raw = await openDB(name)
    opened.push(raw as unknown as AppDatabase)
    const {
      revision: _revision,
      conflict: _conflict,
      archivedAt: _archivedAt,
      ...olderShape
    } = { ...draftRecord, id: 'old' }
    await raw.put('drafts', olderShape)
    await raw.put('drafts', { id: 'broken', title: 42 })
    await raw.put('drafts', { ...draftRecord, id: 'fine' })
    const drafts = createDraftsStore(db)

    const listed = await drafts.listFor('u1')
    expect(listed.map((draft) => draft.id).sort()).toEqual(['fine', 'old'])
    expect(listed.find((draft) => draft.id === 'old')).toMatchObject({ revision: 0, conflict: null, archivedAt: null })
    expect(await drafts.get('broken')).toBeUndefined()
    expect(await raw.get('drafts', 'broken')).toEqual({ id: 'broken', title: 42 })
  })

  it('keeps damaged sync-queue items unread where they are', async () => {
    const name = `db-${newId()}`
    const db = await open(name)
    const raw = await openDB(name)
    opened.push(raw as unknown as AppDatabase)
    await raw.put('sync-queue', {
      key: 'draft:a',
      id: 'x',
      kind: 'draft',
      attempts: 0,
      nextAttemptAt: 1,
      lastError: null,
    })
    await raw.put('sync-queue', { key: 'draft:b', kind: 'teleport' })
    expect((await readSyncItems(db)).map((item) => item.key)).toEqual(['draft:a'])
    expect(await raw.get('sync-queue', 'draft:b')).toEqual({ key: 'draft:b', kind: 'teleport' })
  })

  it('removes a persisted query cache it cannot read, and restores a good one', async () => {
    const db = await open(`db-${newId()}`)
    const persister = createQueryCachePersister(db, 0)
    await db.put('query-cache', { timestamp: 'yesterday' } as never, 'client')
    expect(await persister.restoreClient()).toBeUndefined()
    expect(await db.get('query-cache', 'client')).toBeUndefined()

    const client = { timestamp: 1, buster: 'b', clientState: { queries: [], mutations: [] } }
    persister.persistClient(client)
    await persister.flush()
    expect(await persister.restoreClient()).toEqual(client)
    await persister.removeClient()
    expect(await persister.restoreClient()).toBeUndefined()
  })

  it('writes a read no earlier write held at once, and later changes to it after the throttle', async () => {
    const db = await open(`query-cache-${newId()}`)
    const persister = createQueryCachePersister(db, 60_000)
    const withFriends = (names: string[]) => ({
      timestamp: 1,
      buster: 'b',
      clientState: {
        queries: [{ queryKey: ['friends'], queryHash: '["friends"]', state: { status: 'success', data: names } }],
        mutations: [],
      },
    })
    await persister.persistClient(withFriends(['Ann']) as never)
    expect(await db.get('query-cache', 'client')).toEqual(withFriends(['Ann']))
    await persister.persistClient(withFriends(['Ann', 'Ben']) as never)
    expect(await db.get('query-cache', 'client')).toEqual(withFriends(['Ann']))
    await persister.flush()
    expect(await db.get('query-cache', 'client')).toEqual(withFriends(['Ann', 'Ben']))
  })
})
