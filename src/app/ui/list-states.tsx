import { Button } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ErrorState, QueryStates, type ReadQuery, type StateTexts } from './query-states'

/** What the states read of a TanStack infinite query whose pages carry `items`. */
export interface PagedQuery<Item> extends ReadQuery<{ pages: Array<{ items: Item[] }> }> {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => unknown
}

interface ListStatesProps<Item> extends StateTexts {
  query: PagedQuery<Item>
  /** Shown when the list has no items. */
  empty?: ReactNode
  /** The items of every page read so far; without it only the states show (a list drawn elsewhere). */
  children?: (items: Item[]) => ReactNode
}

/** A list read a page at a time: the read's states, `empty` or the items, then a failed next page
 *  and "Load more". */
export function ListStates<Item>({ query, empty, children, ...texts }: ListStatesProps<Item>) {
  return (
    <>
      <QueryStates query={query} {...texts}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items)
          return items.length === 0 ? empty : children?.(items)
        }}
      </QueryStates>
      {query.isFetchNextPageError && <ErrorState error={query.error} />}
      <LoadMoreButton
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  )
}

interface LoadMoreProps {
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
}

/** The next page of a list that grows; gone when there is nothing more. */
export function LoadMoreButton({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null
  return (
    <Button variant="outline" alignSelf="center" loading={loading} loadingText="Loading…" onClick={onLoadMore}>
      Load more
    </Button>
  )
}
