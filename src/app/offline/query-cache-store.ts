// Store `query-cache`: the TanStack Query cache as it was last, so screens read offline show what
// they showed before a reload. One record (`client`), written at most once a second, except that a
// read no earlier write held is written at once (a member who leaves a screen within that second
// still finds it offline: a write begun as the page unloads may never finish), and a write that
// failed is kept for the next one; emptied on logout, and ignored on restore when older than 7 days
// or written by another build.
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import type { AppDatabase } from './database'
import { isPersistedClient, queryCacheKey, queryCacheStore } from './early-query-cache'

export type PersistedQueryCache = PersistedClient

export interface QueryCachePersister extends Persister {
  /** Writes a pending save now (tests; before the page goes away). */
  flush(): Promise<void>
}

export function createQueryCachePersister(db: AppDatabase, throttleMs = 1000): QueryCachePersister {
  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const written = new Set<string>()
  const holdsNewRead = (client: PersistedClient) =>
    client.clientState.queries.some((query) => query.state.status === 'success' && !written.has(query.queryHash))

  async function flush(): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    const client = pending
    pending = null
    if (!client) return
    for (const query of client.clientState.queries) if (query.state.status === 'success') written.add(query.queryHash)
    try {
      await db.put(queryCacheStore, client, queryCacheKey)
    } catch {
      // Not written (a page frozen in the back/forward cache has its write aborted): written with
      // the next change or the next time the page is hidden, unless a newer state is waiting by then.
      pending ??= client
    }
  }

  return {
    persistClient(client) {
      pending = client
      if (holdsNewRead(client)) return flush()
      timer ??= setTimeout(() => void flush(), throttleMs)
    },
    async restoreClient() {
      const raw: unknown = await db.get(queryCacheStore, queryCacheKey)
      if (raw === undefined) return undefined
      if (isPersistedClient(raw)) return raw
      await db.delete(queryCacheStore, queryCacheKey)
      return undefined
    },
    async removeClient() {
      clearTimeout(timer)
      timer = undefined
      pending = null
      written.clear()
      await db.delete(queryCacheStore, queryCacheKey)
    },
    flush,
  }
}
