import type { FriendshipEntry } from '#contract/friends'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { groupFriendships } from './friend-groups'
import { useFriendships } from './friend-queries'
import { FriendRow } from './friend-row'
import { FriendsSection } from './friends-section'
import { IncomingRequestRow, SentRequestRow } from './request-rows'

export const noFriendsText = 'No friends yet.'

/** Requests for the caller, friends, and requests the caller sent: one list from the server, a page
 *  at a time (friends first), shown in three parts. */
export function FriendshipLists() {
  const friendships = useFriendships()
  return (
    <ListStates query={friendships} loading="Loading your friends…" empty={<Groups entries={[]} />}>
      {(entries) => <Groups entries={entries} />}
    </ListStates>
  )
}

function Groups({ entries }: { entries: FriendshipEntry[] }) {
  const { incoming, friends, requested } = groupFriendships(entries)
  return (
    <>
      {incoming.length > 0 && (
        <FriendsSection
          title="Friend requests"
          items={incoming.map((entry) => (
            <IncomingRequestRow key={entry.user.id} entry={entry} />
          ))}
        />
      )}
      <FriendsSection
        title="Your friends"
        items={friends.map((entry) => (
          <FriendRow key={entry.user.id} entry={entry} />
        ))}
        empty={
          <EmptyState title={noFriendsText}>Find members by handle or name above and send them a request.</EmptyState>
        }
      />
      {requested.length > 0 && (
        <FriendsSection
          title="Requests you sent"
          items={requested.map((entry) => (
            <SentRequestRow key={entry.user.id} entry={entry} />
          ))}
        />
      )}
    </>
  )
}
