// The one door for writes the server must get eventually (STYLE "Offline writes through one door").
// A feature stores its data locally, then `enqueue(kind, key)`; the handler registered for that kind
// sends it. Drained on start, on `online`, ~1 s after an enqueue, and on an exponential back-off
// (capped at 5 min) after failures. A write for a key that is already waiting replaces it.
import { newId } from '#shared/new-id'
import type { AppDatabase } from './database'
import { readSyncItems, updateIfUnchanged, type SyncItem, type SyncKind } from './sync-queue-items'
import { errorText } from '#shared/error-text'

/** done: the server has it. retry: try again later (offline, server busy). conflict: the handler kept
 *  both sides where the member can choose; nothing to retry. failed: it can never succeed as it is. */
export type SyncResult =
  | { outcome: 'done' }
  | { outcome: 'retry'; error: string }
  | { outcome: 'conflict' }
  | { outcome: 'failed'; error: string }

export type SyncHandler = (item: SyncItem) => Promise<SyncResult>

export interface KeyState {
  /** Writes waiting for this key (coalesced, so 0 or 1). */
  pending: number
  /** Its handler is running now. */
  sending: boolean
  attempts: number
  lastError: string | null
  /** The handler said it can never succeed; it waits for a new write. */
  failed: boolean
}
export type SyncSnapshot = ReadonlyMap<string, KeyState>

export interface SyncQueue {
  registerSyncHandler(kind: SyncKind, handler: SyncHandler): void
  enqueue(kind: SyncKind, key: string, payload?: unknown): Promise<void>
  /** Sends every due item now; concurrent calls share one run. */
  drain(): Promise<void>
  /** Drains now and from then on (online event, after enqueues, back-off timer); returns stop. */
  start(): () => void
  /** Sends nothing until the returned resume is called (a closing account: its token is about to
   *  stop working, and a send refused meanwhile would end the session over the closing message). */
  pause(): () => void
  remove(key: string): Promise<void>
  clear(): Promise<void>
  subscribe(listener: () => void): () => void
  getSnapshot(): SyncSnapshot
}

export interface SyncQueueOptions {
  db: AppDatabase
  now?: () => number
  debounceMs?: number
  firstRetryMs?: number
  maxRetryMs?: number
  isOnline?: () => boolean
}

/** Exponential back-off: first, 2×first, 4×first … up to max. */
export function retryDelay(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1))
}

export function createSyncQueue({
  db,
  now = Date.now,
  debounceMs = 1000,
  firstRetryMs = 2000,
  maxRetryMs = 5 * 60_000,
  isOnline = () => navigator.onLine,
}: SyncQueueOptions): SyncQueue {
  const handlers = new Map<SyncKind, SyncHandler>()
  const listeners = new Set<() => void>()
  const sending = new Set<string>()
  let snapshot: SyncSnapshot = new Map()
  let running: Promise<void> | null = null
  let runAgain = false
  let started = false
  let paused = 0
  let debounceTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  function publish(items: SyncItem[]): void {
    const next = new Map<string, KeyState>()
    for (const item of items) {
      next.set(item.key, {
        pending: 1,
        sending: sending.has(item.key),
        attempts: item.attempts,
        lastError: item.lastError,
        failed: item.nextAttemptAt === null,
      })
    }
    snapshot = next
    listeners.forEach((listener) => listener())
  }

  const refresh = async () => publish(await readSyncItems(db))

  async function send(item: SyncItem, handler: SyncHandler): Promise<void> {
    sending.add(item.key)
    try {
      await refresh()
      await sendAndRecord(item, handler)
    } finally {
      // Also when the device write failed (aborted as the page was frozen): the item waits, not sending.
      sending.delete(item.key)
    }
  }

  async function sendAndRecord(item: SyncItem, handler: SyncHandler): Promise<void> {
    let result: SyncResult
    try {
      result = await handler(item)
    } catch (error) {
      result = { outcome: 'retry', error: errorText(error) }
    }
    await updateIfUnchanged(db, item.key, item.id, (current) => {
      switch (result.outcome) {
        case 'done':
        case 'conflict':
          return null
        case 'retry': {
          const attempts = current.attempts + 1
          return {
            ...current,
            attempts,
            nextAttemptAt: now() + retryDelay(attempts, firstRetryMs, maxRetryMs),
            lastError: result.error,
          }
        }
        case 'failed':
          return { ...current, attempts: current.attempts + 1, nextAttemptAt: null, lastError: result.error }
      }
    })
  }

  async function runOnce(): Promise<void> {
    for (const item of await readSyncItems(db)) {
      if (!isOnline()) break
      const handler = handlers.get(item.kind)
      if (!handler || item.nextAttemptAt === null || item.nextAttemptAt > now()) continue
      await send(item, handler)
    }
    const items = await readSyncItems(db)
    publish(items)
    scheduleRetry(items)
  }

  function scheduleRetry(items: SyncItem[]): void {
    clearTimeout(retryTimer)
    // Offline, the `online` event drains; a timer then would only spin.
    if (!started || !isOnline()) return
    const due = items.flatMap((item) =>
      item.nextAttemptAt !== null && handlers.has(item.kind) ? [item.nextAttemptAt] : [],
    )
    if (due.length === 0) return
    retryTimer = setTimeout(() => void drain(), Math.max(0, Math.min(...due) - now()))
  }

  function drain(): Promise<void> {
    if (paused > 0) return Promise.resolve()
    if (running) {
      runAgain = true
      return running
    }
    running = (async () => {
      do {
        runAgain = false
        await runOnce()
      } while (runAgain)
    })().finally(() => {
      running = null
    })
    return running
  }

  function drainSoon(): void {
    if (!started) return
    clearTimeout(debounceTimer)
    debounceTimer = setTimeout(() => void drain(), debounceMs)
  }

  const onOnline = () => void drain()

  return {
    registerSyncHandler(kind, handler) {
      handlers.set(kind, handler)
    },
    async enqueue(kind, key, payload) {
      await db.put('sync-queue', {
        id: newId(),
        kind,
        key,
        attempts: 0,
        nextAttemptAt: now(),
        lastError: null,
        payload,
      })
      await refresh()
      drainSoon()
    },
    drain,
    start() {
      started = true
      window.addEventListener('online', onOnline)
      void drain()
      return () => {
        started = false
        window.removeEventListener('online', onOnline)
        clearTimeout(debounceTimer)
        clearTimeout(retryTimer)
      }
    },
    pause() {
      paused += 1
      let resumed = false
      return () => {
        if (resumed) return
        resumed = true
        paused -= 1
        if (paused === 0 && started) void drain()
      }
    },
    async remove(key) {
      await db.delete('sync-queue', key)
      await refresh()
    },
    async clear() {
      await db.clear('sync-queue')
      await refresh()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
  }
}
