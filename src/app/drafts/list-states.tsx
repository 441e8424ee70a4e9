import { Alert, Box, Button, Center, Spinner, Text } from '@chakra-ui/react'
import { messageOf } from '../api/api-error'

/** The loading, offline, error and "Load more" parts shared by the drafts and archive lists. */
export function ServerListState({
  query,
  what,
}: {
  query: {
    isPending: boolean
    isError: boolean
    error: unknown
    fetchStatus: 'fetching' | 'paused' | 'idle'
    hasNextPage: boolean
    isFetchingNextPage: boolean
    fetchNextPage: () => unknown
    refetch: () => unknown
  }
  what: string
}) {
  if (query.isPending && query.fetchStatus === 'paused') {
    return <Text color="fg.muted">You are offline. {what} saved on the server will show when you are back online.</Text>
  }
  if (query.isPending) {
    return (
      <Center py="6" role="status" aria-label={`Loading ${what.toLowerCase()}…`}>
        <Spinner />
      </Center>
    )
  }
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{messageOf(query.error)}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    )
  }
  if (!query.hasNextPage) return null
  return (
    <Box>
      <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        Load more
      </Button>
    </Box>
  )
}
