import { afterEach, describe, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import { newLocalDraft } from '#app/drafts/local-draft'
import { forgetOnDevice, forgetReads } from '#app/offline/clear-offline-data'
import { forgetOnLogOut } from '#app/offline/forget-on-log-out'
import { createOfflineServices } from '#app/offline/open-offline'
import type { OfflineServices } from '#app/offline/offline-services'
import { takesOn, type LocalTake } from '#app/takes/takes-store'
import { makeUser } from '../support/users'
import { openTestDatabase } from './support'
import { draftsOn } from '#app/drafts/drafts-store'
import { deviceFeatures } from '#app/device-features'

/** jsdom has no Cache Storage: a stand-in with the names the service worker uses. */
function installCaches(names: string[]): Set<string> {
  const live = new Set(names)
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: { keys: async () => [...live], delete: async (name: string) => live.delete(name) },
  })
  return live
}

let services: OfflineServices | undefined
afterEach(() => {
  services?.db.close()
  Reflect.deleteProperty(globalThis, 'caches')
})

function localTake(id: string, userId: string, state: LocalTake['state']): LocalTake {
  const recorded = {
    sessionId: 'session-1',
    lineId: 'line-1',
    mime: 'audio/webm;codecs=opus',
    startedAt: new Date().toISOString(),
  }
  return {
    ...recorded,
    id,
    userId,
    state,
    durationMs: 1000,
    bytes: 0,
    uploadedBytes: 0,
    uploadUrl: null,
    uploadError: null,
  }
}

async function withData(): Promise<OfflineServices> {
  services = createOfflineServices(await openTestDatabase(), {}, deviceFeatures)
  await draftsOn(services).put(newLocalDraft('draft-to-forget-01', 'u1', { title: 'Mine', body: 'Words.' }))
  await services.syncQueue.enqueue('draft', 'draft:draft-to-forget-01')
  services.persister.persistClient({ timestamp: Date.now(), buster: 'b', clientState: { queries: [], mutations: [] } })
  await services.persister.flush()
  return services
}

describe('forgetting what the device kept', () => {
  it('Log Out forgets sent drafts and uploaded takes, the query cache and the API caches; keeps unsent drafts, unsent takes and the app shell', async () => {
    const offline = await withData()
    await draftsOn(offline).put({
      ...newLocalDraft('draft-already-sent', 'u1', { title: 'Sent', body: 'On the server.' }),
      baseVersion: 2,
      dirty: false,
    })
    await takesOn(offline).create(localTake('take-uploaded-0001', 'u1', 'uploaded'))
    await takesOn(offline).create(localTake('take-on-device-01', 'u1', 'saved'))
    await takesOn(offline).appendChunk('take-on-device-01', 0, new Uint8Array([1, 2, 3]).buffer, 1000)
    await takesOn(offline).create(localTake('take-of-another-1', 'u2', 'uploaded'))
    const caches = installCaches(['api-reads', 'api-photos', 'workbox-precache-v2'])
    const auth = forgetOnLogOut(createAuth({ storage: localStorage, baseUrl: 'http://127.0.0.1:9' }), (userId) =>
      forgetOnDevice(offline, userId),
    )
    auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })

    await auth.signOut()

    expect(auth.getUser()).toBeNull()
    expect((await draftsOn(offline).listFor('u1')).map((draft) => draft.id)).toEqual(['draft-to-forget-01'])
    expect(offline.syncQueue.getSnapshot().get('draft:draft-to-forget-01')?.pending).toBe(1)
    expect(await offline.persister.restoreClient()).toBeUndefined()
    expect([...caches]).toEqual(['workbox-precache-v2'])
    expect((await takesOn(offline).listFor('u1')).map((take) => take.id)).toEqual(['take-on-device-01'])
    expect((await takesOn(offline).assemble('take-on-device-01'))?.size).toBe(3)
    expect(await takesOn(offline).get('take-of-another-1')).toBeDefined()
  })

  it('an ended session (no Log Out) forgets reads but keeps unsent drafts for their owner', async () => {
    const offline = await withData()
    installCaches(['api-reads'])
    await forgetReads(offline)
    expect(await offline.persister.restoreClient()).toBeUndefined()
    expect(await draftsOn(offline).get('draft-to-forget-01')).toMatchObject({ body: 'Words.' })
    expect(offline.syncQueue.getSnapshot().get('draft:draft-to-forget-01')?.pending).toBe(1)
  })
})
