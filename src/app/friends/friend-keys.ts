// The query keys of friends. The member's friendships and blocked members are persisted like every
// read, so /friends shows offline what it showed last; searches are short-lived (friends-queries.ts).
export const friendKeys = {
  all: () => ['friends'] as const,
  list: () => ['friends', 'list'] as const,
  blocked: () => ['friends', 'blocked'] as const,
  search: (term: string) => ['friends', 'search', term] as const,
  /** One member's scripts as the signed-in member may read them. */
  scripts: (userId: string) => ['friends', 'scripts', userId] as const,
}
