import type { Query } from '@tanstack/react-query'
import type { PersistedClient, PersistQueryClientProviderProps, Persister } from '@tanstack/react-query-persist-client'
import { isRefused } from '../api/retry-policy'
import { hasOpened, type DeviceStorage } from './device-storage'
import { readPersistedQueryCache } from './early-query-cache'

/** A persisted cache older than this is not restored; queries live as long in memory, since a query
 *  dropped from memory is dropped from the persisted cache too. */
export const persistMaxAgeMs = 7 * 24 * 60 * 60 * 1000

/** `device` queries read IndexedDB already (persisting them would store the same data twice);
 *  `sign-ins` are only worth showing fresh; whether Microsoft sign-in is on is of no use offline;
 *  the Messages tab's count restored from an old visit would show a dot for what was seen since;
 *  Freesound searches carry preview links that die within the hour (and need the network anyway). */
const notPersisted = new Set(['device', 'sign-ins', 'ms-sign-in-config', 'notification-count', 'freesound'])

/** A read that has had an answer. One whose latest refetch failed (the network dropped, or a
 *  classroom's access point answered nothing while the device believed it was online) is in
 *  `error` yet still shows its last answer: kept, or the next reload offline would find the session
 *  "not on this device" (TanStack Query's default keeps `success` reads only). Not one the server
 *  refused since (gone, no longer shared): its last answer is no longer the member's to see. */
const holdsAnAnswer = (query: Query) =>
  query.state.status === 'success' || (query.state.data !== undefined && !isRefused(query.state.error))

/** Every kept read as the answer it last had: the failure of a later refetch is this page's news,
 *  not the device's copy. */
function asLastAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  )
  return { ...client, clientState: { ...client.clientState, queries } }
}

/** Options for PersistQueryClientProvider. `buster` names the build: a cache written by another
 *  build (whose data shapes may differ) is discarded. */
export function persistOptions(
  persister: Persister,
  buster: string,
): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister: { ...persister, persistClient: (client) => persister.persistClient(asLastAnswers(client)) },
    maxAge: persistMaxAgeMs,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => holdsAnAnswer(query) && !notPersisted.has(String(query.queryKey[0])),
    },
  }
}

/** The device's persister, through storage that may not be open yet. A restore reads the database
 *  at once where it holds anything (`early-query-cache.ts`; queries wait for the restore:
 *  PersistQueryClientProvider's `isRestoring`, so no screen says "nothing cached" too early); a
 *  cache with nothing worth keeping does not open it. */
export function persisterWhenOpen(storage: DeviceStorage): Persister {
  return {
    async persistClient(client) {
      const { queries, mutations } = client.clientState
      if (!storage.isOpen() && queries.length === 0 && mutations.length === 0) return
      await (await storage.open())?.persister.persistClient(client)
    },
    async restoreClient() {
      if (hasOpened(storage)) return (await storage.open())?.persister.restoreClient()
      if (!(await storage.holdsData)) return undefined
      // Read at once, not after the device's code has loaded and opened the database.
      try {
        return await readPersistedQueryCache()
      } catch {
        return (await storage.open())?.persister.restoreClient()
      }
    },
    async removeClient() {
      if (storage.isOpen()) await (await storage.open())?.persister.removeClient()
    },
  }
}
