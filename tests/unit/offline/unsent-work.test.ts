import { afterEach, describe, expect, it } from 'vitest'
import { newLocalDraft } from '#app/drafts/local-draft'
import { messageOutbox, type QueuedMessage } from '#app/messages/message-outbox'
import { messageSyncKey } from '#app/messages/queue-message-send'
import { createOfflineServices } from '#app/offline/open-offline'
import type { OfflineServices } from '#app/offline/offline-services'
import { takesOn, type LocalTake } from '#app/takes/takes-store'
import {
  describeUnsentWork,
  isEmptyWork,
  removeEverythingOf,
  removeUnsentWork,
  unsentWorkOfOthers,
  withoutOwner,
} from '#app/offline/unsent-work'
import { openTestDatabase } from './support'
import { deviceFeatures } from '#app/device-features'
import type { UnsentWork } from '#app/offline/unsent-work'

/** The ids of one kind ("takes", "drafts", "messages") in the work. */
const idsOf = (work: UnsentWork, many: string) =>
  work.find(({ kind }) => kind.many === many)?.items.map((item) => item.id) ?? []
/** The work with only these kinds' items (the first `count` of each, or all). */
const only = (work: UnsentWork, kinds: Record<string, number | undefined>) =>
  work.map(({ kind, items }) => ({ kind, items: kind.many in kinds ? items.slice(0, kinds[kind.many]) : [] }))
import { draftsOn } from '#app/drafts/drafts-store'

let services: OfflineServices | undefined
afterEach(() => services?.db.close())

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

/** Ann left a saved take, an interrupted one, an unsent draft and things the server has; Bob left a take. */
async function deviceOfAnn(): Promise<OfflineServices> {
  services = createOfflineServices(await openTestDatabase(), {}, deviceFeatures)
  for (const take of [
    localTake('ann-saved-take-001', 'ann', 'saved'),
    localTake('ann-interrupted-01', 'ann', 'recording'),
    localTake('ann-uploaded-take1', 'ann', 'uploaded'),
    localTake('bob-saved-take-001', 'bob', 'saved'),
  ]) {
    await takesOn(services).create(take)
    await takesOn(services).appendChunk(take.id, 0, new Uint8Array([1, 2]).buffer, 1000)
  }
  await services.syncQueue.enqueue('upload', 'take:ann-saved-take-001')
  await draftsOn(services).put(newLocalDraft('ann-unsent-draft-1', 'ann', { title: 'Unsent', body: 'Words.' }))
  await services.syncQueue.enqueue('draft', 'draft:ann-unsent-draft-1')
  await draftsOn(services).put({
    ...newLocalDraft('ann-sent-draft-001', 'ann', { title: 'Sent', body: 'On the server.' }),
    baseVersion: 1,
    dirty: false,
  })
  return services
}

describe('unsent work of other members', () => {
  it('names what another member would lose: takes not uploaded and drafts not sent', async () => {
    const offline = await deviceOfAnn()
    const work = await unsentWorkOfOthers(offline, 'carl')
    expect(idsOf(work, 'takes').sort()).toEqual(['ann-interrupted-01', 'ann-saved-take-001', 'bob-saved-take-001'])
    expect(idsOf(work, 'drafts')).toEqual(['ann-unsent-draft-1'])
    expect(describeUnsentWork(work)).toBe('3 takes and 1 draft')
    expect(describeUnsentWork(only(work, { takes: 1 }))).toBe('1 take')
  })

  it('holds nothing against the member who owns it', async () => {
    const offline = await deviceOfAnn()
    const work = await unsentWorkOfOthers(offline, 'ann')
    expect(idsOf(work, 'takes')).toEqual(['bob-saved-take-001'])
    expect(isEmptyWork(await unsentWorkOfOthers(offline, 'bob'))).toBe(false)
  })

  it('removes exactly what was named, with its audio and queued writes', async () => {
    const offline = await deviceOfAnn()
    await removeUnsentWork(offline, await unsentWorkOfOthers(offline, 'bob'))
    expect((await takesOn(offline).listAll()).map((take) => take.id).sort()).toEqual([
      'ann-uploaded-take1',
      'bob-saved-take-001',
    ])
    expect(await takesOn(offline).assemble('ann-saved-take-001')).toBeUndefined()
    expect((await draftsOn(offline).listAll()).map((draft) => draft.id)).toEqual(['ann-sent-draft-001'])
    expect([...offline.syncQueue.getSnapshot().keys()]).toEqual([])
  })

  it('counts the messages other members left waiting or refused, and removes exactly those', async () => {
    const offline = await deviceOfAnn()
    const outbox = messageOutbox(offline.db)
    const message = (clientId: string, senderId: string, overrides: Partial<QueuedMessage> = {}): QueuedMessage => ({
      clientId,
      senderId,
      recipientId: 'dan',
      body: `Words of ${clientId}`,
      queuedAt: 1000,
      refusal: null,
      ...overrides,
    })
    await outbox.add(message('ann-waiting-msg-01', 'ann'))
    await outbox.add(message('ann-refused-msg-01', 'ann', { refusal: 'You can only write to friends.' }))
    await outbox.add(message('bob-waiting-msg-01', 'bob'))
    await offline.syncQueue.enqueue('message', messageSyncKey)

    const work = await unsentWorkOfOthers(offline, 'bob')
    expect(idsOf(work, 'messages').sort()).toEqual(['ann-refused-msg-01', 'ann-waiting-msg-01'])
    expect(describeUnsentWork(work)).toBe('2 takes, 1 draft and 2 messages')
    expect(describeUnsentWork(only(work, { messages: undefined }))).toBe('2 messages')
    expect(isEmptyWork(only(work, { messages: 1 }))).toBe(false)
    expect(isEmptyWork(only(work, {}))).toBe(true)
    expect(idsOf(withoutOwner(work, 'ann'), 'messages')).toEqual([])

    await removeUnsentWork(offline, work)
    expect((await outbox.all()).map((item) => item.clientId)).toEqual(['bob-waiting-msg-01'])
    // Bob's message still has the outbox's queue entry.
    expect([...offline.syncQueue.getSnapshot().keys()]).toEqual([messageSyncKey])
  })

  it('closing an account removes everything the member kept here, and nobody else’s', async () => {
    const offline = await deviceOfAnn()
    await removeEverythingOf(offline, 'ann')
    expect((await takesOn(offline).listAll()).map((take) => take.id)).toEqual(['bob-saved-take-001'])
    expect(await draftsOn(offline).listAll()).toEqual([])
  })
})
