import { afterEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '#app/offline/database'
import { createSyncQueue, type SyncResult } from '#app/offline/sync-queue'
import { answerDrainRequest } from '#app/pwa/drain-on-sync'
import { drainSyncQueueMessage, isDrainedReply, isDrainRequest, syncQueueDrainedMessage } from '#app/pwa/sync-messages'
import { queueTakeUpload } from '#app/takes/queue-take-upload'
import { openTestDatabase } from '../offline/support'

let db: AppDatabase | undefined
afterEach(() => db?.close())

/** The queue with an upload handler that answers `result` for every take. */
async function queueWithUploads(result: SyncResult) {
  db = await openTestDatabase()
  const queue = createSyncQueue({ db, isOnline: () => true })
  const sent: string[] = []
  queue.registerSyncHandler('upload', async (item) => {
    sent.push(item.key)
    return result
  })
  return { queue, sent }
}

function replyOf(queue: Parameters<typeof answerDrainRequest>[0]): Promise<unknown> {
  const channel = new MessageChannel()
  const reply = new Promise<unknown>((resolve) => {
    channel.port1.onmessage = (event) => {
      channel.port1.close()
      resolve(event.data)
    }
  })
  void answerDrainRequest(queue, channel.port2)
  return reply
}

describe("the page's side of Background Sync", () => {
  it('tells drain requests from other messages', () => {
    expect(isDrainRequest({ type: drainSyncQueueMessage })).toBe(true)
    expect(isDrainRequest({ type: 'SKIP_WAITING' })).toBe(false)
  })

  it('drains the queue when asked and answers that no upload waits', async () => {
    const { queue, sent } = await queueWithUploads({ outcome: 'done' })
    await queueTakeUpload(queue, 'take-a')
    await queueTakeUpload(queue, 'take-b')
    const reply = await replyOf(queue)
    expect(sent).toEqual(['take:take-a', 'take:take-b'])
    expect(reply).toEqual({ type: syncQueueDrainedMessage, complete: true })
    expect(isDrainedReply(reply)).toBe(true)
  })

  it('answers not complete while an upload must be retried (the browser then tries the sync again)', async () => {
    const { queue } = await queueWithUploads({ outcome: 'retry', error: 'offline' })
    await queueTakeUpload(queue, 'take-a')
    expect(await replyOf(queue)).toEqual({ type: syncQueueDrainedMessage, complete: false })
  })

  it('counts an upload that failed for good as done: only the member can act on it', async () => {
    const { queue } = await queueWithUploads({ outcome: 'failed', error: 'refused' })
    await queueTakeUpload(queue, 'take-a')
    expect(await replyOf(queue)).toEqual({ type: syncQueueDrainedMessage, complete: true })
  })
})
