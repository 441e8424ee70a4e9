import type { FriendshipEntry } from '#contract/friends'

export interface FriendGroups {
  /** Requests other members sent the caller. */
  incoming: FriendshipEntry[]
  friends: FriendshipEntry[]
  /** Requests the caller sent, not yet answered. */
  requested: FriendshipEntry[]
}

/** The entries of GET /api/friendships/ (one list) in the screen's three groups, each in the server's order. */
export function groupFriendships(entries: FriendshipEntry[]): FriendGroups {
  return {
    incoming: entries.filter((entry) => entry.state === 'incoming'),
    friends: entries.filter((entry) => entry.state === 'friends'),
    requested: entries.filter((entry) => entry.state === 'requested'),
  }
}
