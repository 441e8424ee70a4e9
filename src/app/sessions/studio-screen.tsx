import { Container, Stack } from '@chakra-ui/react'
import { TextLink } from '../drafts/router-link'
import { ErrorState, LoadingState } from '../scripts/ui/query-states'
import { notOnDeviceText, notSharedText, sessionProblem, useSession } from './session-queries'
import { Studio } from './studio'

/** /session/{id} for a signed-in member: the session from the server or, offline, from this device. */
export function StudioScreen({ sessionId, userId }: { sessionId: string; userId: string }) {
  const query = useSession(sessionId)
  // A session read before stays usable when a later refetch fails (offline, server down).
  if (query.data) return <Studio session={query.data} userId={userId} />
  const problem = sessionProblem(query)
  if (!problem) return <LoadingState label="Loading the session…" />
  return (
    <Container maxW="md" py="12">
      <Stack gap="4">
        {problem === 'not-on-device' && <ErrorState message={notOnDeviceText} />}
        {problem === 'not-shared' && <ErrorState message={notSharedText} />}
        {problem === 'failed' && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        <TextLink to="/history">My sessions</TextLink>
      </Stack>
    </Container>
  )
}
