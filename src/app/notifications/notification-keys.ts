// The query key of the Messages tab's count, per member.
export const notificationKeys = {
  newCount: (userId: string | undefined) => ['notifications', 'new', userId] as const,
}
