// The queue's handler of take choices: sent once the take is on the server, waiting while its upload
// waits on this device and for the member who chose it; dropped when the take or session is gone.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import type { AppDatabase } from '#app/offline/database'
import type { SyncItem } from '#app/offline/sync-queue-items'
import { createTakeChoiceHandler } from '#app/takes/send-take-writes'
import { createSyncQueue } from '#app/offline/sync-queue'
import { choiceSyncKey, queueTakeChoice, readQueuedChoices, type ChoicePayload } from '#app/takes/take-choice-sync'
import { createTakesStore, type TakesStore } from '#app/takes/takes-store'
import { openTestDatabase } from '../offline/support'
import { startTestServer, type Reply, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'
import { takeRecord } from './support/takes'

let server: TestServer
let db: AppDatabase
let takes: TakesStore

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  server.seen.length = 0
  db = await openTestDatabase()
  takes = createTakesStore(db)
})
afterEach(() => db.close())

const choice: ChoicePayload = {
  userId: 'u1',
  sessionId: 'session-1',
  lineId: 'line-1',
  takeId: 'take-0000000000000001',
}
const item = (payload: unknown): SyncItem => ({
  id: 'item',
  kind: 'choose',
  key: choiceSyncKey(choice.sessionId, choice.lineId),
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  payload,
})

function handlerFor(reply: Reply, userId = 'u1') {
  server.answer(() => reply)
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  return createTakeChoiceHandler({ api: auth.api, takes, currentUserId: () => userId })
}

const chosen = { status: 200, body: { id: choice.takeId, chosen: true } }
const posts = () => server.seen.filter((request) => request.method === 'POST').map((request) => request.path)

describe('the take choice handler', () => {
  it('chooses the take on the server', async () => {
    expect(await handlerFor(chosen)(item(choice))).toEqual({ outcome: 'done' })
    expect(posts()).toEqual(['/api/sessions/session-1/takes/take-0000000000000001/choose'])
  })

  it('waits for the take still uploading from this device, and for the member who chose it', async () => {
    await takes.create(takeRecord({ id: choice.takeId, userId: 'u1', state: 'uploading' }))
    expect(await handlerFor(chosen)(item(choice))).toMatchObject({ outcome: 'retry' })
    await takes.update(choice.takeId, (take) => ({ ...take, state: 'uploaded' }))
    expect(await handlerFor(chosen, 'u2')(item(choice))).toMatchObject({ outcome: 'retry' })
    expect(posts()).toEqual([])
    expect(await handlerFor(chosen)(item(choice))).toEqual({ outcome: 'done' })
  })

  it('tries again when the server is down, and drops a choice of a take or session that is gone', async () => {
    expect((await handlerFor({ status: 503, body: { message: 'Busy.' } })(item(choice))).outcome).toBe('retry')
    expect(await handlerFor({ status: 404, body: { message: 'This take does not exist.' } })(item(choice))).toEqual({
      outcome: 'done',
    })
  })

  it('drops a write it cannot read, sending nothing', async () => {
    expect(await handlerFor(chosen)(item({ ...choice, takeId: 7 }))).toEqual({ outcome: 'done' })
    expect(posts()).toEqual([])
  })
})

describe('the choices queued on this device', () => {
  it('are read per session, the last choice of each line, leaving out a write that does not read', async () => {
    const queue = createSyncQueue({ db })
    await queueTakeChoice(queue, choice)
    await queueTakeChoice(queue, { ...choice, lineId: 'line-2', takeId: 'take-2' })
    await queueTakeChoice(queue, { ...choice, lineId: 'line-2', takeId: 'take-3' })
    await queueTakeChoice(queue, { ...choice, sessionId: 'session-10', takeId: 'elsewhere' })
    await queue.enqueue('choose', choiceSyncKey(choice.sessionId, 'line-3'), { ...choice, takeId: 7 })
    expect(await readQueuedChoices(db, choice.sessionId)).toEqual(
      new Map([
        ['line-1', choice.takeId],
        ['line-2', 'take-3'],
      ]),
    )
    expect(await readQueuedChoices(db, 'session-2')).toEqual(new Map())
  })
})
