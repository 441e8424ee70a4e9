import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from '#app/api/api-error'
import type { AppDatabase } from '#app/offline/database'
import { createSyncQueue, retryDelay, type SyncQueueOptions, type SyncResult } from '#app/offline/sync-queue'
import type { SyncItem } from '#app/offline/sync-queue-items'
import { openTestDatabase } from './support'

let db: AppDatabase
let clock = 1_000_000
let online = true
const stops: Array<() => void> = []

beforeEach(async () => {
  db = await openTestDatabase()
  clock = 1_000_000
  online = true
})
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  db.close()
})

function queue(options: Partial<SyncQueueOptions> = {}) {
  return createSyncQueue({ db, now: () => clock, isOnline: () => online, debounceMs: 10, ...options })
}

/** A handler that answers from a list and records what it was given. */
function scripted(...answers: Array<SyncResult | Error>) {
  const seen: SyncItem[] = []
  const handler = vi.fn(async (item: SyncItem): Promise<SyncResult> => {
    seen.push(item)
    const answer = answers.shift() ?? { outcome: 'done' }
    if (answer instanceof Error) throw answer
    return answer
  })
  return { handler, seen }
}

describe('sync queue', () => {
  it('coalesces writes for the same key into one send of the latest', async () => {
    const q = queue()
    const { handler, seen } = scripted()
    q.registerSyncHandler('draft', handler)
    await q.enqueue('draft', 'draft:a', { n: 1 })
    await q.enqueue('draft', 'draft:a', { n: 2 })
    await q.enqueue('draft', 'draft:b')
    expect(q.getSnapshot().get('draft:a')?.pending).toBe(1)
    await q.drain()
    expect(seen.map((item) => [item.key, item.payload])).toEqual([
      ['draft:a', { n: 2 }],
      ['draft:b', undefined],
    ])
    expect(q.getSnapshot().size).toBe(0)
  })

  it('retries a network error with exponential back-off, capped at 5 minutes', async () => {
    const q = queue()
    const { handler } = scripted(new NetworkError(), { outcome: 'retry', error: 'Server busy' }, { outcome: 'done' })
    q.registerSyncHandler('draft', handler)
    await q.enqueue('draft', 'draft:a')

    await q.drain()
    expect(q.getSnapshot().get('draft:a')).toMatchObject({
      attempts: 1,
      lastError: new NetworkError().message,
      failed: false,
    })
    await q.drain()
    expect(handler).toHaveBeenCalledTimes(1) // not due yet

    clock += 2000
    await q.drain()
    expect(q.getSnapshot().get('draft:a')).toMatchObject({ attempts: 2, lastError: 'Server busy' })
    clock += 3999
    await q.drain()
    expect(handler).toHaveBeenCalledTimes(2)
    clock += 1
    await q.drain()
    expect(handler).toHaveBeenCalledTimes(3)
    expect(q.getSnapshot().has('draft:a')).toBe(false)

    expect([1, 2, 3, 8, 9, 20].map((attempts) => retryDelay(attempts, 2000, 300_000))).toEqual([
      2000, 4000, 8000, 256_000, 300_000, 300_000,
    ])
  })

  it('a conflict ends the item; a permanent failure parks it until a new write', async () => {
    const q = queue()
    const { handler } = scripted(
      { outcome: 'conflict' },
      { outcome: 'failed', error: 'The title is too long.' },
      { outcome: 'done' },
    )
    q.registerSyncHandler('draft', handler)
    await q.enqueue('draft', 'draft:a')
    await q.drain()
    expect(q.getSnapshot().has('draft:a')).toBe(false)

    await q.enqueue('draft', 'draft:a')
    await q.drain()
    expect(q.getSnapshot().get('draft:a')).toMatchObject({ failed: true, lastError: 'The title is too long.' })
    clock += 3_600_000
    await q.drain()
    expect(handler).toHaveBeenCalledTimes(2)

    await q.enqueue('draft', 'draft:a')
    await q.drain()
    expect(handler).toHaveBeenCalledTimes(3)
    expect(q.getSnapshot().has('draft:a')).toBe(false)
  })

  it('a write made while its key is being sent is sent again afterwards', async () => {
    const q = queue()
    let release = () => {}
    const sent: unknown[] = []
    q.registerSyncHandler('draft', async (item) => {
      sent.push(item.payload)
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve))
      return { outcome: 'done' }
    })
    await q.enqueue('draft', 'draft:a', 'first')
    const draining = q.drain()
    await vi.waitFor(() => expect(q.getSnapshot().get('draft:a')?.sending).toBe(true))
    await q.enqueue('draft', 'draft:a', 'second')
    const again = q.drain()
    release()
    await draining
    await again
    expect(sent).toEqual(['first', 'second'])
    expect(q.getSnapshot().size).toBe(0)
  })

  it('waits while offline and drains on the online event', async () => {
    online = false
    const q = queue()
    const { handler } = scripted()
    q.registerSyncHandler('draft', handler)
    await q.enqueue('draft', 'draft:a')
    stops.push(q.start())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(handler).not.toHaveBeenCalled()
    expect(q.getSnapshot().get('draft:a')?.attempts).toBe(0)

    online = true
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(q.getSnapshot().size).toBe(0))
  })

  it('drains on start and shortly after each enqueue', async () => {
    const q = queue()
    const { handler } = scripted()
    q.registerSyncHandler('draft', handler)
    await q.enqueue('draft', 'draft:before-start')
    stops.push(q.start())
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
    await q.enqueue('draft', 'draft:later')
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(2))
    expect(handler.mock.calls.map(([item]) => item.key)).toEqual(['draft:before-start', 'draft:later'])
  })

  it('sends nothing while paused (an account closing), and drains once resumed', async () => {
    const q = queue()
    const { handler } = scripted()
    q.registerSyncHandler('draft', handler)
    stops.push(q.start())
    const resume = q.pause()
    await q.enqueue('draft', 'draft:while-paused')
    await q.drain()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(handler).not.toHaveBeenCalled()
    expect(q.getSnapshot().get('draft:while-paused')?.pending).toBe(1)
    resume()
    resume()
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
    expect(q.getSnapshot().size).toBe(0)
  })

  it('keeps items of kinds nobody handles yet', async () => {
    const q = queue()
    await q.enqueue('upload', 'upload:take-1', { takeId: 'take-1' })
    await q.drain()
    expect(q.getSnapshot().get('upload:take-1')).toMatchObject({ pending: 1, attempts: 0 })
  })
})
