// The member's sessions, a page at a time. The key is stable because the query cache is persisted:
// the history read once shows again offline.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { sessionsApi } from '#contract/sessions'
import type { ApiClient } from '#app/api/api-client'
import type { AppContext } from '#app/router/app-context'
import { useAppContext } from '#app/router/use-app-context'
import { sessionKeys } from '../session-keys'

export const historyPageSize = 20

const historyListOptions = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.history(),
    queryFn: ({ pageParam }) =>
      api.request(sessionsApi.history, { query: { cursor: pageParam, limit: historyPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Progress changes in the studio: a history opened again asks the server (showing the cached
    // page meanwhile).
    staleTime: 0,
    networkMode: 'offlineFirst',
  })

export function useSessionHistory() {
  return useInfiniteQuery(historyListOptions(useAppContext().auth.api))
}

/** Read when a session opens, online: History opened offline right after it lists it (issue 34). */
export function prefetchHistoryScreen({ auth, queryClient }: AppContext): void {
  void queryClient.prefetchInfiniteQuery(historyListOptions(auth.api))
}
