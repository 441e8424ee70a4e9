import { openDB } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { openAppDatabase, type AppDatabase } from '#app/offline/database'
import { messageOutbox, type OutboxEvent, type QueuedMessage } from '#app/messages/message-outbox'
import { createActivityStore } from '#app/activities/activity-store'
import { createDraftsStore } from '#app/drafts/drafts-store'
import { newLocalDraft } from '#app/drafts/local-draft'
import { forgetOnDevice } from '#app/offline/clear-offline-data'
import { createOfflineServices } from '#app/offline/open-offline'
import { removeEverythingOf } from '#app/offline/unsent-work'
import { newId } from '#shared/new-id'
import { makeMessage } from './support/message-api'
import { deviceFeatures, appUpgradeSteps as upgradeSteps } from '#app/device-features'

const opened: AppDatabase[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

async function open(name = `outbox-${newId()}`, steps = upgradeSteps) {
  const db = await openAppDatabase(name, steps)
  opened.push(db)
  return db
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

describe('message outbox', () => {
  it('keeps messages oldest first, per conversation', async () => {
    const outbox = messageOutbox(await open())
    await outbox.add(queued('c-later', { queuedAt: 3000 }))
    await outbox.add(queued('c-first', { queuedAt: 1000 }))
    await outbox.add(queued('c-to-cleo', { recipientId: 'u3', queuedAt: 2000 }))
    await outbox.add(queued('c-of-other', { senderId: 'u9', queuedAt: 500 }))
    expect((await outbox.all()).map((message) => message.clientId)).toEqual([
      'c-of-other',
      'c-first',
      'c-to-cleo',
      'c-later',
    ])
    expect((await outbox.conversation('u1', 'u2')).map((message) => message.clientId)).toEqual(['c-first', 'c-later'])
  })

  it('is one outbox per database, so a send reported by the queue reaches the screens', async () => {
    const db = await open()
    const events: OutboxEvent[] = []
    messageOutbox(db).subscribe((event) => events.push(event))
    await messageOutbox(db).add(queued('c-1'))
    const stored = makeMessage({ id: 'm1', clientId: 'c-1', senderId: 'u1', recipientId: 'u2' })
    await messageOutbox(db).sent('c-1', stored)
    expect(events).toEqual([{ type: 'changed' }, { type: 'sent', message: stored }])
    expect(await messageOutbox(db).all()).toEqual([])
  })

  it('keeps a refused message with the refusal until it is sent again or discarded', async () => {
    const outbox = messageOutbox(await open())
    await outbox.add(queued('c-1'))
    await outbox.refused('c-1', 'You can only write to your friends.')
    expect(await outbox.all()).toEqual([queued('c-1', { refusal: 'You can only write to your friends.' })])
    await outbox.retry('c-1')
    expect((await outbox.all())[0]?.refusal).toBeNull()
    await outbox.remove('c-1')
    expect(await outbox.all()).toEqual([])
  })

  it('closing the account forgets every message of the sender, waiting or refused, and no one else’s', async () => {
    const outbox = messageOutbox(await open())
    await outbox.add(queued('c-waiting'))
    await outbox.add(queued('c-refused', { refusal: 'No.', queuedAt: 2000 }))
    await outbox.add(queued('c-others', { senderId: 'u9', refusal: 'No.', queuedAt: 3000 }))
    await outbox.removeAllOf('u1')
    expect((await outbox.all()).map((message) => message.clientId)).toEqual(['c-others'])
  })

  it('Log Out (forgetOnDevice) keeps the member’s messages for their next sign-in; closing the account (removeEverythingOf) removes them', async () => {
    const services = createOfflineServices(await open(), {}, deviceFeatures)
    const outbox = messageOutbox(services.db)
    await outbox.add(queued('c-waiting'))
    await outbox.add(queued('c-refused', { refusal: 'No.', queuedAt: 2000 }))
    await forgetOnDevice(services, 'u1')
    expect((await outbox.all()).map((message) => message.clientId)).toEqual(['c-waiting', 'c-refused'])
    await removeEverythingOf(services, 'u1')
    expect(await outbox.all()).toEqual([])
  })

  it('leaves a record it cannot read where it is (decision 079) and reads the others', async () => {
    const name = `outbox-${newId()}`
    const outbox = messageOutbox(await open(name))
    const raw = await openDB(name)
    opened.push(raw as unknown as AppDatabase)
    await raw.put('message-outbox', { clientId: 'broken', queuedAt: 1, body: 42 })
    await outbox.add(queued('c-fine'))
    expect((await outbox.all()).map((message) => message.clientId)).toEqual(['c-fine'])
    expect(await raw.get('message-outbox', 'broken')).toEqual({ clientId: 'broken', queuedAt: 1, body: 42 })
  })

  it('a device at version 3 (before messages) gains the outbox and keeps its drafts and activity records', async () => {
    const name = `outbox-${newId()}`
    const v3 = await open(name, upgradeSteps.slice(0, 3))
    const draft = newLocalDraft('draft-kept-000001', 'u1', { title: 'Kept', body: 'Words.' })
    await createDraftsStore(v3).put(draft)
    await v3.put('activities', { id: 'a1', queuedAt: 1 } as never)
    v3.close()
    const current = await open(name)
    expect(current.version).toBe(4)
    expect([...current.objectStoreNames]).toContain('message-outbox')
    expect(await createDraftsStore(current).get(draft.id)).toEqual(draft)
    expect(await current.count('activities')).toBe(1)
    expect(createActivityStore(current)).toBeTruthy()
    await messageOutbox(current).add(queued('c-after-upgrade'))
    expect(await messageOutbox(current).all()).toHaveLength(1)
  })
})
