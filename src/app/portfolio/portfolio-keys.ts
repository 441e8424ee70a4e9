// The query keys of portfolios, one per member.
export const portfolioKeys = {
  list: (userId: string) => ['portfolio', userId] as const,
}
