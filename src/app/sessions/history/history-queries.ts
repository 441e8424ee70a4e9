// The member's sessions, a page at a time. The key is stable because the query cache is persisted:
// the history read once shows again offline.
import { useInfiniteQuery } from '@tanstack/react-query'
import { sessionsApi } from '#contract/sessions'
import { useAppContext } from '#app/router/use-app-context'
import { sessionKeys } from '../session-keys'

export const historyPageSize = 20

export function useSessionHistory() {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
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
}
