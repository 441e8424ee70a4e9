import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { messagesMessages } from '#contract/messages'
import { createAuth } from '#app/auth/auth'
import { messageOutbox, type MessageOutbox, type QueuedMessage } from '#app/messages/message-outbox'
import { createMessageSyncHandler } from '#app/messages/message-sync'
import { messageSyncKey, queueMessageSend } from '#app/messages/queue-message-send'
import { registerMessageSync } from '#app/messages/register-message-sync'
import { requeueWaitingMessages } from '#app/messages/requeue-waiting-messages'
import type { AppDatabase } from '#app/offline/database'
import { createOfflineServices } from '#app/offline/open-offline'
import type { SyncItem } from '#app/offline/sync-queue-items'
import { openTestDatabase } from '../offline/support'
import { startTestServer, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'
import { createMessageApi, type MessageApi } from './support/message-api'

let server: TestServer
let api: MessageApi
let db: AppDatabase
let outbox: MessageOutbox

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  api = createMessageApi()
  server.answer(api.answer)
  server.seen.length = 0
  db = await openTestDatabase()
  outbox = messageOutbox(db)
})
afterEach(() => db.close())

function signedIn(baseUrl = server.url) {
  const auth = createAuth({ storage: localStorage, baseUrl })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  return auth
}

function handlerFor(baseUrl = server.url, userId: string | null = 'u1') {
  return createMessageSyncHandler({ api: signedIn(baseUrl).api, outbox, currentUserId: () => userId })
}

const item: SyncItem = {
  id: 'item',
  kind: 'message',
  key: messageSyncKey,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
}

const queued = (clientId: string, overrides: Partial<QueuedMessage> = {}): QueuedMessage => ({
  clientId,
  senderId: 'u1',
  recipientId: 'u2',
  body: `Words of ${clientId}`,
  queuedAt: 1000,
  refusal: null,
  ...overrides,
})

const sends = () =>
  server.seen
    .filter((request) => request.method === 'POST')
    .map((request) => `${request.path} ${(request.body as { clientId: string }).clientId}`)

describe('message sync handler', () => {
  it('sends the outbox oldest first with each client id, and empties it', async () => {
    await outbox.add(queued('client-second-000001', { queuedAt: 2000 }))
    await outbox.add(queued('client-first-0000001', { queuedAt: 1000, recipientId: 'u3' }))
    expect(await handlerFor()(item)).toEqual({ outcome: 'done' })
    expect(sends()).toEqual([
      '/api/conversations/u3/messages client-first-0000001',
      '/api/conversations/u2/messages client-second-000001',
    ])
    expect(server.seen[0]).toMatchObject({
      authorization: 'Bearer token',
      body: { clientId: 'client-first-0000001', body: 'Words of client-first-0000001' },
    })
    expect(await outbox.all()).toEqual([])
    expect(api.messages.map((message) => message.body)).toEqual([
      'Words of client-first-0000001',
      'Words of client-second-000001',
    ])
  })

  it('a send whose answer was lost is sent again with the same client id, and the server keeps one message', async () => {
    await outbox.add(queued('client-lost-answer01'))
    // The first send reaches the server, but its answer never reaches the device.
    const answer = api.answer
    server.answer(async (request) => {
      await answer(request)
      return { status: 503, body: { message: 'The answer was lost.' } }
    })
    expect(await handlerFor()(item)).toEqual({ outcome: 'retry', error: 'The answer was lost.' })
    expect(await outbox.all()).toHaveLength(1)
    server.answer(api.answer)
    expect(await handlerFor()(item)).toEqual({ outcome: 'done' })
    expect(sends()).toEqual([
      '/api/conversations/u2/messages client-lost-answer01',
      '/api/conversations/u2/messages client-lost-answer01',
    ])
    expect(api.messages).toHaveLength(1)
    expect(await outbox.all()).toEqual([])
  })

  it('keeps a refused message with the server’s words and sends the next one', async () => {
    api.refused.add('u9')
    await outbox.add(queued('client-refused-00001', { recipientId: 'u9', queuedAt: 1000 }))
    await outbox.add(queued('client-allowed-00001', { queuedAt: 2000 }))
    expect(await handlerFor()(item)).toEqual({ outcome: 'done' })
    expect(await outbox.all()).toEqual([
      queued('client-refused-00001', { recipientId: 'u9', refusal: messagesMessages.notAllowed }),
    ])
    expect(api.messages.map((message) => message.clientId)).toEqual(['client-allowed-00001'])
    // Not sent again on the next pass: it waits for the member.
    server.seen.length = 0
    expect(await handlerFor()(item)).toEqual({ outcome: 'done' })
    expect(server.seen).toEqual([])
  })

  it('without a network keeps everything and asks to be tried again', async () => {
    await outbox.add(queued('client-offline-00001'))
    const result = await handlerFor('http://127.0.0.1:9')(item)
    expect(result.outcome).toBe('retry')
    expect(await outbox.all()).toEqual([queued('client-offline-00001')])
  })

  it('leaves another member’s messages for their next sign-in', async () => {
    await outbox.add(queued('client-of-u9-000001', { senderId: 'u9' }))
    expect(await handlerFor()(item)).toEqual({
      outcome: 'retry',
      error: 'Waiting for the sender of these messages to log in.',
    })
    expect(server.seen).toEqual([])
    expect(await outbox.all()).toHaveLength(1)
  })
})

describe('through the sync queue', () => {
  it('a queued message is sent once the queue drains, and the queue is empty after', async () => {
    const services = createOfflineServices(db, { debounceMs: 10_000 })
    registerMessageSync(services.syncQueue, { api: signedIn().api, db, currentUserId: () => 'u1' })
    await outbox.add(queued('client-via-queue-001'))
    await queueMessageSend(services.syncQueue)
    await services.syncQueue.drain()
    expect(sends()).toEqual(['/api/conversations/u2/messages client-via-queue-001'])
    expect(await outbox.all()).toEqual([])
    expect(services.syncQueue.getSnapshot().size).toBe(0)
  })

  it('messages saved without their queue entry (the tab closed in between) are queued again for their sender', async () => {
    const services = createOfflineServices(db, { debounceMs: 10_000 })
    registerMessageSync(services.syncQueue, { api: signedIn().api, db, currentUserId: () => 'u1' })
    await outbox.add(queued('client-no-entry-0001'))
    await outbox.add(queued('client-refused-00002', { refusal: messagesMessages.notAllowed }))
    await outbox.add(queued('client-of-u9-000002', { senderId: 'u9' }))
    expect(await requeueWaitingMessages(services.syncQueue, db, 'u9')).toBe(true)
    await services.syncQueue.remove(messageSyncKey)
    // Nothing of theirs waiting (a refused message waits for its sender's choice): nothing queued.
    await outbox.remove('client-of-u9-000002')
    expect(await requeueWaitingMessages(services.syncQueue, db, 'u7')).toBe(false)
    expect(await requeueWaitingMessages(services.syncQueue, db, null)).toBe(false)
    expect(services.syncQueue.getSnapshot().size).toBe(0)

    expect(await requeueWaitingMessages(services.syncQueue, db, 'u1')).toBe(true)
    await services.syncQueue.drain()
    expect(sends()).toEqual(['/api/conversations/u2/messages client-no-entry-0001'])
  })

  it('the entry backed off while nobody could send is due again at once when the sender signs in', async () => {
    let userId: string | null = null
    let clock = 1_000_000
    const services = createOfflineServices(db, { debounceMs: 10_000, now: () => clock })
    registerMessageSync(services.syncQueue, { api: signedIn().api, db, currentUserId: () => userId })
    await outbox.add(queued('client-backed-off-01'))
    await queueMessageSend(services.syncQueue)
    for (let pass = 0; pass < 4; pass += 1) {
      clock += 10 * 60_000
      await services.syncQueue.drain()
    }
    expect(services.syncQueue.getSnapshot().get(messageSyncKey)).toMatchObject({
      attempts: 4,
      lastError: 'Waiting for the sender of these messages to log in.',
    })

    userId = 'u1'
    await services.syncQueue.drain()
    expect(sends()).toEqual([])
    expect(await requeueWaitingMessages(services.syncQueue, db, userId)).toBe(true)
    await services.syncQueue.drain()
    expect(sends()).toEqual(['/api/conversations/u2/messages client-backed-off-01'])
    expect(services.syncQueue.getSnapshot().size).toBe(0)
  })
})
