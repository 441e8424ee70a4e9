import { Text } from '@chakra-ui/react'
import { QueryStates } from '../ui/query-states'
import { BlockedRow } from './blocked-row'
import { useBlockedMembers } from './friend-queries'
import { FriendsSection } from './friends-section'

/** The members the caller blocked, most recent first, each to unblock. */
export function BlockedMembers() {
  const blocked = useBlockedMembers()
  return (
    <QueryStates query={blocked} loading="Loading blocked members…">
      {(data) => (
        <FriendsSection
          title="Blocked members"
          items={data.items.map((user) => (
            <BlockedRow key={user.id} user={user} />
          ))}
          empty={<Text color="fg.muted">You have not blocked anyone.</Text>}
        />
      )}
    </QueryStates>
  )
}
