// The session read through TanStack Query under `sessionKeys.detail`; the cache is persisted, so a
// session opened once opens again offline. It is refetched every 30 s for participants, roles and
// status; new takes arrive in between through `useNewTakes`. The owner's changes (roles, finishing,
// publishing, the music) need the server and write its answer back into the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { activityActions } from '#shared/activity-constants'
import { logActivity } from '../activities'
import { portfolioApi } from '#contract/portfolio'
import { sessionsApi, type Session, type SessionTiming } from '#contract/sessions'
import { useAppContext } from '../router/use-app-context'
import { assignmentsAfter } from './role-assignments'
import { sessionKeys } from './session-keys'

export const sessionRefetchMs = 30_000

export function useSession(id: string) {
  const { api } = useAppContext().auth
  return useQuery<Session>({
    queryKey: sessionKeys.detail(id),
    queryFn: () => api.request(sessionsApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
    refetchInterval: sessionRefetchMs,
  })
}

/** Changes the cached session in place (a server answer, new takes). */
export function useUpdateSession(id: string): (change: (session: Session) => Session) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (change) =>
      queryClient.setQueryData<Session>(sessionKeys.detail(id), (session) => (session ? change(session) : session)),
    [queryClient, id],
  )
}

/** Who voices a role (null: nobody); the whole list is sent, as the server expects. */
export function useAssignRole(session: Session) {
  const { api } = useAppContext().auth
  const update = useUpdateSession(session.id)
  return useMutation({
    mutationFn: ({ roleId, userId }: { roleId: string; userId: string | null }) =>
      api.request(sessionsApi.assignRoles, {
        params: { id: session.id },
        body: { assignments: assignmentsAfter(session, roleId, userId) },
      }),
    onSuccess: (answer) => update(() => answer),
  })
}

export function useFinishSession(id: string) {
  const { api } = useAppContext().auth
  const update = useUpdateSession(id)
  return useMutation({
    mutationFn: () => api.request(sessionsApi.complete, { params: { id } }),
    onSuccess: (answer) => {
      update(() => answer)
      void logActivity(activityActions.sessionFinished)
    },
  })
}

/** Opens a finished session again for more takes (refused once it is published). */
export function useReopenSession(id: string) {
  const { api } = useAppContext().auth
  const update = useUpdateSession(id)
  return useMutation({
    mutationFn: () => api.request(sessionsApi.reopen, { params: { id } }),
    onSuccess: (answer) => update(() => answer),
  })
}

/** Puts a finished session on the owner's portfolio (true) or takes it off (false). */
export function usePublishSession(id: string) {
  const { api } = useAppContext().auth
  const update = useUpdateSession(id)
  return useMutation({
    mutationFn: async (published: boolean) => {
      if (published) await api.request(portfolioApi.publish, { params: { id }, body: {} })
      else await api.request(portfolioApi.unpublish, { params: { id } })
      return published
    },
    onSuccess: (published) => update((current) => ({ ...current, published })),
  })
}

/** The session owner lays library audio under the session (null: the random track again). */
export function useSetSessionMusic(sessionId: string) {
  const { api } = useAppContext().auth
  const updateSession = useUpdateSession(sessionId)
  return useMutation({
    networkMode: 'always',
    mutationFn: (choice: { audioId: string | null; level: number }) =>
      api.request(sessionsApi.setMusic, { params: { id: sessionId }, body: choice }),
    onSuccess: ({ music }) => updateSession((session) => ({ ...session, music })),
  })
}

export function useSetSessionTiming(sessionId: string) {
  const { api } = useAppContext().auth
  const updateSession = useUpdateSession(sessionId)
  return useMutation({
    networkMode: 'always',
    mutationFn: (timing: SessionTiming) =>
      api.request(sessionsApi.setTiming, { params: { id: sessionId }, body: timing }),
    onSuccess: ({ timing }) => updateSession((session) => ({ ...session, timing })),
  })
}

export const notOnDeviceText = 'This session is not on this device yet. Connect to the internet to open it.'
export const notSharedText = 'This session does not exist or is not shared with you.'
