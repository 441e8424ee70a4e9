import { Container, Heading, Stack } from '@chakra-ui/react'
import { LoadMoreButton } from '../../scripts/ui/load-more-button'
import { EmptyState, ErrorState, LoadingState, isPausedOffline, notOnDeviceMessage } from '../../scripts/ui/query-states'
import { useSessionHistory } from './history-queries'
import { SessionSummaryItem } from './session-summary-item'

export const noSessionsText = 'No sessions yet.'

/** /history: the member's recording sessions, owned or joined, most recent first. */
export function HistoryScreen() {
  const history = useSessionHistory()
  const sessions = history.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Container maxW="4xl" py="6">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          History
        </Heading>
        {history.data ? (
          sessions.length === 0 ? (
            <EmptyState title={noSessionsText}>Open a script and press Record, or follow a share link a friend sent you.</EmptyState>
          ) : (
            <Stack as="ul" aria-label="Sessions" gap="2" m="0" p="0">
              {sessions.map((session) => (
                <SessionSummaryItem key={session.id} session={session} />
              ))}
            </Stack>
          )
        ) : isPausedOffline(history) ? (
          <ErrorState message={notOnDeviceMessage} />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <LoadingState label="Loading your sessions…" />
        )}
        {history.isFetchNextPageError && <ErrorState error={history.error} />}
        <LoadMoreButton hasMore={history.hasNextPage} loading={history.isFetchingNextPage} onLoadMore={() => void history.fetchNextPage()} />
      </Stack>
    </Container>
  )
}
