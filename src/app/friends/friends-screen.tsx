import { Container, Heading, Stack } from '@chakra-ui/react'
import { useOnline } from '../offline/use-online'
import { OfflineState } from '../ui/query-states'
import { BlockedMembers } from './blocked-members'
import { FriendshipLists } from './friendship-lists'
import { MemberSearch } from './member-search'

export const actionsNeedConnectionText =
  'You are offline. This is what this device saved; finding members and sending, answering or removing requests need a connection.'

/** /friends (signed in): find members, answer requests, keep friends, and the members blocked. */
export function FriendsScreen() {
  const online = useOnline()
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Friends
        </Heading>
        {!online && <OfflineState message={actionsNeedConnectionText} />}
        <MemberSearch />
        <FriendshipLists />
        <BlockedMembers />
      </Stack>
    </Container>
  )
}
