// Starts one app's read cache: told through LISTEN of every change to the rows its entries are made
// from, by whichever process made it (migration 0021's triggers announce them on `rows_changed`).
import type { DatabaseHandle } from '../db/database'
import { ReadCache } from './read-cache'

export const rowChangesChannel = 'rows_changed'

/** Entries kept per process: a script of 40 lines is about 8 KB, so about 40 MB at most. */
export const defaultMaxEntries = 5000

export interface ReadCacheFeed {
  cache: ReadCache
  close(): Promise<void>
}

export async function startReadCache(
  listen: DatabaseHandle['listen'],
  { maxEntries = defaultMaxEntries, now }: { maxEntries?: number; now: () => number },
): Promise<ReadCacheFeed> {
  let cache: ReadCache | null = null
  const listening = await listen(rowChangesChannel, {
    onMessage: (payload) => cache?.changed(payload.split(' ')),
    onInterrupted: () => cache?.suspend(),
    onResumed: () => cache?.resume(),
  })
  const settle = listening.settle?.bind(listening)
  cache = new ReadCache({ maxEntries, now, ...(settle ? { settle } : {}) })
  return { cache, close: () => listening.close() }
}
