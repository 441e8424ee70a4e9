// A page the browser keeps in its back/forward cache is frozen right after `pagehide`: WebKit then
// never finishes a transaction that still needs the page, and every other page of the site waits
// on its stores (decision 081). So the app aborts what the frozen page has not finished, and saves
// asked for as the page is put away run when it can finish them.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '#app/offline/database'
import { createQueryCachePersister } from '#app/offline/query-cache-store'
import { saveWhenHidden } from '#app/offline/save-when-hidden'
import { openTestDatabase } from './support'

const opened: AppDatabase[] = []
afterEach(() => {
  opened.splice(0).forEach((db) => db.close())
  vi.useRealTimers()
})

async function open(): Promise<AppDatabase> {
  const db = await openTestDatabase()
  opened.push(db)
  return db
}

const pagehide = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted }))

function hideDocument() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
  document.dispatchEvent(new Event('visibilitychange'))
  Reflect.deleteProperty(document, 'visibilityState')
}

describe('a page frozen in the back/forward cache', () => {
  it('aborts the transactions it has not finished, and the stores stay usable', async () => {
    const db = await open()
    const waiting = db.transaction('sync-queue', 'readwrite')
    const read = waiting.store.get('draft:d1')
    pagehide(true)
    await expect(waiting.done).rejects.toThrow()
    await expect(read).rejects.toThrow()

    await db.put('query-cache', { timestamp: 1, buster: 'b', clientState: { queries: [], mutations: [] } }, 'client')
    expect(await db.get('query-cache', 'client')).toMatchObject({ buster: 'b' })
  })

  it('a page that ends instead keeps its transactions: they finish', async () => {
    const db = await open()
    const writing = db.transaction('query-cache', 'readwrite')
    void writing.store.put({ timestamp: 2, buster: 'b', clientState: { queries: [], mutations: [] } }, 'client')
    pagehide(false)
    await writing.done
    expect(await db.get('query-cache', 'client')).toMatchObject({ timestamp: 2 })
  })

  it('keeps a query cache write it aborted, and writes it with the next flush', async () => {
    const db = await open()
    const persister = createQueryCachePersister(db, 60_000)
    const client = {
      timestamp: 3,
      buster: 'b',
      clientState: {
        queries: [{ queryKey: ['friends'], queryHash: '["friends"]', state: { status: 'success', data: ['Ann'] } }],
        mutations: [],
      },
    }
    const writing = persister.persistClient(client as never)
    pagehide(true)
    await writing
    expect(await db.get('query-cache', 'client')).toBeUndefined()
    await persister.flush()
    expect(await db.get('query-cache', 'client')).toEqual(client)
  })
})

describe('saveWhenHidden', () => {
  it('saves a task after the page is hidden or frozen, when nothing is freezing it any more', () => {
    vi.useFakeTimers()
    const save = vi.fn()
    const listening = new AbortController()
    saveWhenHidden(save, listening.signal)
    hideDocument()
    pagehide(true)
    expect(save).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(save).toHaveBeenCalledTimes(2)
    listening.abort()
  })

  it('saves at once when the page ends, and no more once its signal aborts', () => {
    vi.useFakeTimers()
    const save = vi.fn()
    const listening = new AbortController()
    saveWhenHidden(save, listening.signal)
    pagehide(false)
    expect(save).toHaveBeenCalledTimes(1)
    hideDocument()
    listening.abort()
    vi.runAllTimers()
    pagehide(false)
    expect(save).toHaveBeenCalledTimes(1)
  })
})
