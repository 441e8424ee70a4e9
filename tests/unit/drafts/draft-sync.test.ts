import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import { createDraftSyncHandler, draftSyncKey } from '#app/drafts/draft-sync'
import { newLocalDraft, withText } from '#app/drafts/local-draft'
import type { AppDatabase } from '#app/offline/database'
import { createDraftsStore, type DraftsStore } from '#app/drafts/drafts-store'
import type { SyncItem } from '#app/offline/sync-queue-items'
import { openTestDatabase } from '../offline/support'
import { startTestServer, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'
import { createDraftApi, makeServerDraft, type DraftApi } from './support/draft-api'

let server: TestServer
let api: DraftApi
let db: AppDatabase
let drafts: DraftsStore

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  api = createDraftApi()
  server.answer(api.answer)
  server.seen.length = 0
  db = await openTestDatabase()
  drafts = createDraftsStore(db)
})
afterEach(() => db.close())

function handlerFor(baseUrl = server.url, userId: string | null = 'u1') {
  const auth = createAuth({ storage: localStorage, baseUrl })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  return createDraftSyncHandler({ api: auth.api, drafts, currentUserId: () => userId })
}

const item = (id: string): SyncItem => ({
  id: 'item',
  kind: 'draft',
  key: draftSyncKey(id),
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
})

describe('draft sync handler', () => {
  it('creates a draft the server has not seen, then saves later edits from its version', async () => {
    await drafts.put(newLocalDraft('draft-0000000000000001', 'u1', { title: ' Scene one ', body: 'ANNA: Hi.' }))
    const send = handlerFor()
    expect(await send(item('draft-0000000000000001'))).toEqual({ outcome: 'done' })
    expect(server.seen.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/drafts'])
    expect(server.seen[0]?.body).toEqual({ id: 'draft-0000000000000001', title: ' Scene one ', body: 'ANNA: Hi.' })
    expect(await drafts.get('draft-0000000000000001')).toMatchObject({ baseVersion: 1, dirty: false })

    await drafts.update('draft-0000000000000001', (draft) =>
      withText(draft, { title: 'Scene one', body: 'ANNA: Hello.' }),
    )
    expect(await send(item('draft-0000000000000001'))).toEqual({ outcome: 'done' })
    expect(server.seen[1]).toMatchObject({
      method: 'PUT',
      path: '/api/drafts/draft-0000000000000001',
      body: { title: 'Scene one', body: 'ANNA: Hello.', baseVersion: 1 },
    })
    expect(await drafts.get('draft-0000000000000001')).toMatchObject({ baseVersion: 2, dirty: false })
    expect(api.drafts.get('draft-0000000000000001')).toMatchObject({ body: 'ANNA: Hello.', version: 2 })
  })

  it('on 409 keeps both texts: mine on the record, theirs in conflict.current', async () => {
    api.drafts.set(
      'd-00000000000000002',
      makeServerDraft({ id: 'd-00000000000000002', title: 'Theirs', body: 'BOB: Their words.', version: 3 }),
    )
    const mine = {
      ...newLocalDraft('d-00000000000000002', 'u1', { title: 'Mine', body: 'ANNA: My words.' }),
      baseVersion: 2,
    }
    await drafts.put(mine)
    expect(await handlerFor()(item(mine.id))).toEqual({ outcome: 'conflict' })
    const local = await drafts.get(mine.id)
    expect(local).toMatchObject({ title: 'Mine', body: 'ANNA: My words.', dirty: true, baseVersion: 2 })
    expect(local?.conflict?.current).toMatchObject({ title: 'Theirs', body: 'BOB: Their words.', version: 3 })
    expect(api.drafts.get(mine.id)?.body).toBe('BOB: Their words.')
  })

  it('a 409 carrying my own text (an earlier save whose answer was lost) counts as saved', async () => {
    api.drafts.set(
      'd-00000000000000003',
      makeServerDraft({ id: 'd-00000000000000003', title: 'Same', body: 'Same words.', version: 5 }),
    )
    await drafts.put({
      ...newLocalDraft('d-00000000000000003', 'u1', { title: 'Same', body: 'Same words.' }),
      baseVersion: 4,
    })
    expect(await handlerFor()(item('d-00000000000000003'))).toEqual({ outcome: 'done' })
    expect(await drafts.get('d-00000000000000003')).toMatchObject({ baseVersion: 5, dirty: false, conflict: null })
  })

  it('a repeated create that finds an older text saves the newer one over it', async () => {
    api.drafts.set(
      'd-00000000000000004',
      makeServerDraft({ id: 'd-00000000000000004', title: 'Draft', body: 'Old', version: 1 }),
    )
    await drafts.put(newLocalDraft('d-00000000000000004', 'u1', { title: 'Draft', body: 'Newer' }))
    expect(await handlerFor()(item('d-00000000000000004'))).toEqual({ outcome: 'done' })
    expect(api.drafts.get('d-00000000000000004')).toMatchObject({ body: 'Newer', version: 2 })
    expect(await drafts.get('d-00000000000000004')).toMatchObject({ baseVersion: 2, dirty: false })
  })

  it('retries when the server cannot be reached, keeping the text on the device', async () => {
    await drafts.put(newLocalDraft('d-00000000000000005', 'u1', { title: 'Offline', body: 'Words.' }))
    const result = await handlerFor('http://127.0.0.1:9')(item('d-00000000000000005'))
    expect(result).toMatchObject({ outcome: 'retry' })
    expect(await drafts.get('d-00000000000000005')).toMatchObject({ body: 'Words.', dirty: true, baseVersion: null })
  })

  it('refused input fails for good; another member’s draft waits for its owner', async () => {
    server.answer(() => ({ status: 400, body: { message: 'The title can have at most 200 characters.' } }))
    await drafts.put(newLocalDraft('d-00000000000000006', 'u1', { title: 'x', body: '' }))
    expect(await handlerFor()(item('d-00000000000000006'))).toEqual({
      outcome: 'failed',
      error: 'The title can have at most 200 characters.',
    })
    expect(await handlerFor(server.url, 'u2')(item('d-00000000000000006'))).toMatchObject({ outcome: 'retry' })
  })

  it('an edit made while sending leaves the draft to send again', async () => {
    await drafts.put(newLocalDraft('d-00000000000000007', 'u1', { title: 'T', body: 'one' }))
    server.answer(async (request) => {
      await drafts.update('d-00000000000000007', (draft) => withText(draft, { title: 'T', body: 'one two' }))
      return api.answer(request)
    })
    expect(await handlerFor()(item('d-00000000000000007'))).toEqual({ outcome: 'done' })
    expect(await drafts.get('d-00000000000000007')).toMatchObject({ baseVersion: 1, dirty: true, body: 'one two' })
  })
})
