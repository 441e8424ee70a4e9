import { defaultShouldDehydrateQuery } from '@tanstack/react-query'
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client'
import type { Persister } from '@tanstack/react-query-persist-client'
import type { DeviceStorage } from './device-storage'

/** A persisted cache older than this is not restored; queries live as long in memory, since a query
 *  dropped from memory is dropped from the persisted cache too. */
export const persistMaxAgeMs = 7 * 24 * 60 * 60 * 1000

/** `device` queries read IndexedDB already (persisting them would store the same data twice);
 *  `sign-ins` are only worth showing fresh; whether Microsoft sign-in is on is of no use offline;
 *  the Messages tab's count restored from an old visit would show a dot for what was seen since;
 *  Freesound searches carry preview links that die within the hour (and need the network anyway). */
const notPersisted = new Set(['device', 'sign-ins', 'ms-sign-in-config', 'notification-count', 'freesound'])

/** Options for PersistQueryClientProvider. `buster` names the build: a cache written by another
 *  build (whose data shapes may differ) is discarded. */
export function persistOptions(
  persister: Persister,
  buster: string,
): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister,
    maxAge: persistMaxAgeMs,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) && !notPersisted.has(String(query.queryKey[0])),
    },
  }
}

/** The device's persister, through storage that may not be open yet. A restore waits for it where
 *  it holds anything (and queries wait for the restore: PersistQueryClientProvider's `isRestoring`,
 *  so no screen says "nothing cached" too early); a cache with nothing worth keeping does not open it. */
export function persisterWhenOpen(storage: DeviceStorage): Persister {
  return {
    async persistClient(client) {
      const { queries, mutations } = client.clientState
      if (!storage.isOpen() && queries.length === 0 && mutations.length === 0) return
      await (await storage.open())?.persister.persistClient(client)
    },
    restoreClient: async () =>
      (await storage.holdsData) ? (await storage.open())?.persister.restoreClient() : undefined,
    async removeClient() {
      if (storage.isOpen()) await (await storage.open())?.persister.removeClient()
    },
  }
}
