// Library previews, a page at a time, keyed by the filters so each search is cached (and kept
// offline) on its own.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { scriptLibraryApi, type LibraryLength } from '#contract/script-library'
import { useAppContext } from '../router/use-app-context'
import { libraryKeys } from './library-keys'

export interface LibraryFilters {
  q: string
  roles: number | null
  length: LibraryLength | null
  /** Only free scripts (/free_scripts2). */
  free: boolean
}

export const noFilters = (free = false): LibraryFilters => ({ q: '', roles: null, length: null, free })

export const libraryPageSize = 12

export function useLibrary(filters: LibraryFilters) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: libraryKeys.list(filters),
    queryFn: ({ pageParam }) =>
      api.request(scriptLibraryApi.list, {
        query: {
          cursor: pageParam,
          limit: libraryPageSize,
          q: filters.q.trim() || undefined,
          roles: filters.roles ?? undefined,
          length: filters.length ?? undefined,
          free: filters.free ? 'true' : undefined,
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the last results stay instead of a spinner.
    placeholderData: keepPreviousData,
    networkMode: 'offlineFirst',
  })
}
