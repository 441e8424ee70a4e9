// The query keys of notifications: the Messages tab's count per member (never persisted, see
// offline/query-persistence.ts) and the member's list.
export const notificationKeys = {
  count: (userId: string | undefined) => ['notification-count', userId] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (userId: string) => ['notifications', 'list', userId] as const,
}
