import { Button } from '@chakra-ui/react'

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
