import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import type { LibraryPreview } from '#contract/script-library'
import { useScreenShown } from '../prerender/handoff'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { LibraryCard } from './library-card'
import { LibraryFilterFields, type FilterValues } from './library-filter-fields'
import { useDebouncedValue } from '../ui/use-debounced-value'
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
  // /scriptlibrary's markup is prerendered with its first page: the list replaces it once it shows.
  useScreenShown(library.status !== 'pending')

  return (
    <Stack gap="5">
      <LibraryFilterFields value={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      <ListStates
        query={library}
        loading="Loading scripts…"
        empty={
          <EmptyState title="No scripts match.">Try other words, or any number of roles and any length.</EmptyState>
        }
      >
        {(items) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" m="0" p="0" aria-label="Scripts">
            {items.map((script) => (
              <LibraryCard key={script.id} script={script} action={action?.(script)} />
            ))}
          </SimpleGrid>
        )}
      </ListStates>
    </Stack>
  )
}
