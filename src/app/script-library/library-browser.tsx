import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import type { LibraryPreview } from '../../contract/script-library'
import { LoadMoreButton } from '../scripts/ui/load-more-button'
import { EmptyState, ErrorState, LoadingState, isPausedOffline, notOnDeviceMessage } from '../scripts/ui/query-states'
import { LibraryCard } from './library-card'
import { LibraryFilterFields, type FilterValues } from './library-filter-fields'
import { useDebouncedValue } from './use-debounced-value'
import { useLibrary } from './use-library'

export const searchDelayMs = 300

interface LibraryBrowserProps {
  /** Only free scripts (/free_scripts2). */
  free?: boolean
  /** What a card offers below its preview (e.g. "Read in full"). */
  action?: (script: LibraryPreview) => ReactNode
}

/** The filters and the matching previews, a page at a time. */
export function LibraryBrowser({ free = false, action }: LibraryBrowserProps) {
  const [values, setValues] = useState<FilterValues>({ q: '', roles: null, length: null })
  const q = useDebouncedValue(values.q, searchDelayMs)
  const library = useLibrary({ q: q.trim(), roles: values.roles, length: values.length, free })
  const items = library.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Stack gap="5">
      <LibraryFilterFields value={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      {library.data ? (
        items.length === 0 ? (
          <EmptyState title="No scripts match.">Try other words, or any number of roles and any length.</EmptyState>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" m="0" p="0" aria-label="Scripts">
            {items.map((script) => (
              <LibraryCard key={script.id} script={script} action={action?.(script)} />
            ))}
          </SimpleGrid>
        )
      ) : isPausedOffline(library) ? (
        <ErrorState message={notOnDeviceMessage} />
      ) : library.isError ? (
        <ErrorState error={library.error} onRetry={() => void library.refetch()} />
      ) : (
        <LoadingState label="Loading scripts…" />
      )}
      {library.isFetchNextPageError && <ErrorState error={library.error} />}
      <LoadMoreButton hasMore={library.hasNextPage} loading={library.isFetchingNextPage} onLoadMore={() => void library.fetchNextPage()} />
    </Stack>
  )
}
