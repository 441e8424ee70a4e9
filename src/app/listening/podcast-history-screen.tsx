import { Container, Heading, Stack } from '@chakra-ui/react'
import { useUser } from '../auth/use-user'
import { DeviceHistoryList } from './device-history-list'
import { MemberHistory } from './member-history'

/** /history on the podcast site: a member's listens from the server, a visitor's from this device. */
export function PodcastHistoryScreen() {
  const user = useUser()
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {user ? 'History' : 'Podcast history'}
        </Heading>
        {user ? <MemberHistory /> : <DeviceHistoryList />}
      </Stack>
    </Container>
  )
}
