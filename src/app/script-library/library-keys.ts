// The query keys of the script library: one per set of filters, so each search is cached (and
// kept offline) on its own.
import type { LibraryFilters } from './use-library'

export const libraryKeys = {
  all: () => ['library'] as const,
  list: (filters: LibraryFilters) => ['library', filters] as const,
}
