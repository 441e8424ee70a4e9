import { defaultShouldDehydrateQuery } from '@tanstack/react-query'
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client'
import type { Persister } from '@tanstack/react-query-persist-client'

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
