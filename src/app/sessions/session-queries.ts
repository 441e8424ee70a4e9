// The session read through TanStack Query under ['sessions', id]; the cache is persisted, so a
// session opened once opens again offline. It is refetched every 30 s for participants, roles and
// status; new takes arrive in between through `useNewTakes`. Changes write the server's answer back.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { sessionsApi, type Session } from '../../contract/sessions'
import { ApiError, NetworkError } from '../api/api-error'
import { useAppContext } from '../router/use-app-context'
import { retryUnlessRefused } from '../scripts/script-queries'

export const sessionKeys = {
  detail: (id: string) => ['sessions', id] as const,
  links: (id: string) => ['sessions', id, 'links'] as const,
}

export const sessionRefetchMs = 30_000

export function useSession(id: string) {
  const { api } = useAppContext().auth
  return useQuery<Session>({
    queryKey: sessionKeys.detail(id),
    queryFn: () => api.request(sessionsApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
    retry: retryUnlessRefused,
    refetchInterval: sessionRefetchMs,
  })
}

/** Changes the cached session in place (a server answer, new takes). */
export function useUpdateSession(id: string): (change: (session: Session) => Session) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (change) => queryClient.setQueryData<Session>(sessionKeys.detail(id), (session) => (session ? change(session) : session)),
    [queryClient, id],
  )
}

export type SessionProblem = 'not-on-device' | 'not-shared' | 'failed'

/** Why there is no session to show: offline with nothing cached, refused by the server, or else. */
export function sessionProblem(query: { isPending: boolean; fetchStatus: string; error: unknown }): SessionProblem | null {
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) return 'not-shared'
  if (query.isPending && query.fetchStatus === 'paused') return 'not-on-device'
  if (query.error instanceof NetworkError) return 'not-on-device'
  return query.error ? 'failed' : null
}

export const notOnDeviceText = 'This session is not on this device yet. Connect to the internet to open it.'
export const notSharedText = 'This session does not exist or is not shared with you.'
