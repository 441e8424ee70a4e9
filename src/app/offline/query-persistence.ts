import { defaultShouldDehydrateQuery } from '@tanstack/react-query'
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client'
import type { Persister } from '@tanstack/react-query-persist-client'
import type { OfflineLater } from './offline-services'

/** A persisted cache older than this is not restored; queries live as long in memory, since a query
 *  dropped from memory is dropped from the persisted cache too. */
export const persistMaxAgeMs = 7 * 24 * 60 * 60 * 1000

/** `device` queries read IndexedDB already (persisting them would store the same data twice);
 *  `sign-ins` are only worth showing fresh. */
const notPersisted = new Set(['device', 'sign-ins'])

/** Options for PersistQueryClientProvider. `buster` names the build: a cache written by another
 *  build (whose data shapes may differ) is discarded. */
export function persistOptions(persister: Persister, buster: string): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister,
    maxAge: persistMaxAgeMs,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !notPersisted.has(String(query.queryKey[0])),
    },
  }
}

/** The device's persister, reached once the device storage has opened (after the first paint): a
 *  restore waits for it, and queries wait for the restore (PersistQueryClientProvider's
 *  `isRestoring`), so no screen says "nothing cached" before the cache is back. */
export function persisterWhenOpen(offline: OfflineLater): Persister {
  return {
    async persistClient(client) {
      await (await offline)?.persister.persistClient(client)
    },
    restoreClient: async () => (await offline)?.persister.restoreClient(),
    async removeClient() {
      await (await offline)?.persister.removeClient()
    },
  }
}
