import { Container, Heading, Stack } from '@chakra-ui/react'
import { ListStates } from '#app/ui/list-states'
import { EmptyState } from '#app/ui/query-states'
import { useSessionHistory } from './history-queries'
import { SessionSummaryItem } from './session-summary-item'

export const noSessionsText = 'No sessions yet.'

/** /history: the member's recording sessions, owned or joined, most recent first. */
export function HistoryScreen() {
  const history = useSessionHistory()

  return (
    <Container maxW="4xl" py="6">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          History
        </Heading>
        <ListStates
          query={history}
          loading="Loading your sessions…"
          empty={
            <EmptyState title={noSessionsText}>
              Open a script and press Record, or follow a share link a friend sent you.
            </EmptyState>
          }
        >
          {(sessions) => (
            <Stack as="ul" aria-label="Sessions" gap="2" m="0" p="0">
              {sessions.map((session) => (
                <SessionSummaryItem key={session.id} session={session} />
              ))}
            </Stack>
          )}
        </ListStates>
      </Stack>
    </Container>
  )
}
