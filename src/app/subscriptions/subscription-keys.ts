// The query key of a member's subscriptions.
export const subscriptionKeys = {
  list: (userId: string) => ['subscriptions', userId] as const,
}
