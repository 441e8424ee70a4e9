import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appDatabaseName, createDeviceStorage, databaseExists } from '#app/offline/device-storage'
import { persisterWhenOpen } from '#app/offline/query-persistence'
import type { Device } from '#app/offline/start-device'
import { createOfflineServices } from '#app/offline/open-offline'
import { openTestDatabase } from './support'
import { openAppDatabase } from '#app/offline/database'
import { appUpgradeSteps } from '#app/device-features'

const opened: Array<{ close(): void }> = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

async function fakeDevice(): Promise<Device> {
  const db = await openTestDatabase()
  opened.push(db)
  return {
    services: createOfflineServices(db),
    signedIn: () => undefined,
    signedOut: async () => undefined,
    loggedOut: async () => undefined,
  }
}

/** A dehydrated cache holding these reads, each answered as a dehydrated query is. */
const client = (queries: Array<{ queryKey: unknown[] }>): PersistedClient => ({
  timestamp: Date.now(),
  buster: 'test',
  clientState: {
    queries: queries.map((query) => ({
      ...query,
      queryHash: JSON.stringify(query.queryKey),
      state: { status: 'success', data: [] },
    })),
    mutations: [],
  } as unknown as PersistedClient['clientState'],
})

describe('device storage', () => {
  it('starts the device once, on the first need, and answers the same services every time', async () => {
    const start = vi.fn(fakeDevice)
    const storage = createDeviceStorage(start, Promise.resolve(false))
    expect(storage.isOpen()).toBe(false)
    expect(start).not.toHaveBeenCalled()

    const first = storage.open()
    expect(storage.open()).toBe(first)
    expect(await first).toBe((await storage.device())?.services)
    expect(start).toHaveBeenCalledTimes(1)
    expect(storage.isOpen()).toBe(true)
  })

  it('answers null services when the device cannot start (the app then runs online only)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const storage = createDeviceStorage(() => Promise.reject(new Error('no IndexedDB')), Promise.resolve(true))
    expect(await storage.open()).toBeNull()
  })

  it('knows whether the app has a database on this device', async () => {
    expect(
      await databaseExists({ databases: async () => [{ name: 'other', version: 1 }] } as unknown as IDBFactory),
    ).toBe(false)
    expect(
      await databaseExists({ databases: async () => [{ name: appDatabaseName, version: 2 }] } as unknown as IDBFactory),
    ).toBe(true)
    // A browser that cannot say is taken to hold something: the device opens at start, as before.
    expect(await databaseExists({} as IDBFactory)).toBe(true)
  })
})

describe('the persisted query cache through storage not yet open', () => {
  it('on a device that never kept anything: restores nothing and opens nothing until a read is worth keeping', async () => {
    const start = vi.fn(fakeDevice)
    const storage = createDeviceStorage(start, Promise.resolve(false))
    const persister = persisterWhenOpen(storage)

    expect(await persister.restoreClient()).toBeUndefined()
    await persister.persistClient(client([]))
    await persister.removeClient()
    expect(start).not.toHaveBeenCalled()

    await persister.persistClient(client([{ queryKey: ['library'] }]))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('on a device that holds data: a restore reads what was kept at once, without starting the device', async () => {
    const db = await openAppDatabase(appDatabaseName, appUpgradeSteps)
    const kept = client([{ queryKey: ['scripts', 'list'] }])
    await db.put('query-cache', kept, 'client')
    db.close()
    const start = vi.fn(fakeDevice)
    const storage = createDeviceStorage(start, Promise.resolve(true))

    expect(await persisterWhenOpen(storage).restoreClient()).toEqual(kept)
    expect(start).not.toHaveBeenCalled()
    await deleteAppDatabase()
  })

  it('reads at once also while the device is starting (a member signed in at start)', async () => {
    const db = await openAppDatabase(appDatabaseName, appUpgradeSteps)
    const kept = client([{ queryKey: ['sessions', 'one'] }])
    await db.put('query-cache', kept, 'client')
    db.close()
    const storage = createDeviceStorage(() => new Promise(() => undefined), Promise.resolve(true))
    void storage.device()

    expect(await persisterWhenOpen(storage).restoreClient()).toEqual(kept)
    await deleteAppDatabase()
  })

  it('reads nothing where the app has no database, and does not make one', async () => {
    const storage = createDeviceStorage(vi.fn(fakeDevice), Promise.resolve(true))

    expect(await persisterWhenOpen(storage).restoreClient()).toBeUndefined()
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(appDatabaseName)
  })

  it('reads nothing from a record that is not a persisted cache', async () => {
    const db = await openAppDatabase(appDatabaseName, appUpgradeSteps)
    // As an older build or a damaged write may have left it.
    await db.put('query-cache', { timestamp: 'yesterday' } as unknown as PersistedClient, 'client')
    db.close()

    expect(await persisterWhenOpen(createDeviceStorage(vi.fn(fakeDevice), Promise.resolve(true))).restoreClient()).toBe(
      undefined,
    )
    await deleteAppDatabase()
  })
})

function deleteAppDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(appDatabaseName)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error('not deleted'))
  })
}
