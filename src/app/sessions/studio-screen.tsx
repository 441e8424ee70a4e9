import { Container, Stack } from '@chakra-ui/react'
import { QueryStates } from '../ui/query-states'
import { TextLink } from '../ui/text-link'
import { notOnDeviceText, notSharedText, useSession } from './session-queries'
import { Studio } from './studio'

/** /session/{id} for a signed-in member: the session from the server or, offline, from this device. */
export function StudioScreen({ sessionId, userId }: { sessionId: string; userId: string }) {
  const query = useSession(sessionId)
  // A session read before stays usable when a later refetch fails (offline, server down).
  if (query.data) return <Studio session={query.data} userId={userId} />
  return (
    <Container maxW="md" py="12">
      <Stack gap="4">
        <QueryStates query={query} loading="Loading the session…" offline={notOnDeviceText} missing={notSharedText} />
        <TextLink to="/history">My sessions</TextLink>
      </Stack>
    </Container>
  )
}
