// A member's published sessions, open to everyone (no token needed). Persisted like every read, so
// a portfolio opened once plays offline too (its audio comes from the service worker's cache).
import { useInfiniteQuery } from '@tanstack/react-query'
import { portfolioApi } from '#contract/portfolio'
import { useAppContext } from '../router/use-app-context'
import { portfolioKeys } from './portfolio-keys'

export const portfolioPageSize = 10

export function usePortfolio(userId: string) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: portfolioKeys.list(userId),
    queryFn: ({ pageParam }) =>
      api.request(portfolioApi.list, { params: { userId }, query: { cursor: pageParam, limit: portfolioPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
  })
}
