// A session's share links (owner only), read under `sessionKeys.links` and kept in the persisted
// cache; making or revoking one needs the server and writes its answer into that list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { sessionsApi, type ShareLink } from '#contract/sessions'
import { useAppContext } from '#app/router/use-app-context'
import { sessionKeys } from '../session-keys'

export function useShareLinks(sessionId: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: sessionKeys.links(sessionId),
    queryFn: () => api.request(sessionsApi.links, { params: { id: sessionId } }),
    networkMode: 'offlineFirst',
  })
}

/** A link for one role (null: the whole session), expiring after so many hours (null: never). */
export function useCreateShareLink(sessionId: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (link: { roleId: string | null; expiresInHours: number | null }) =>
      api.request(sessionsApi.createLink, { params: { id: sessionId }, body: link }),
    onSuccess: (link) =>
      queryClient.setQueryData<ShareLink[]>(sessionKeys.links(sessionId), (list) => [link, ...(list ?? [])]),
  })
}

export function useRevokeShareLink(sessionId: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (linkId: string) => api.request(sessionsApi.revokeLink, { params: { id: sessionId, linkId } }),
    onSuccess: (_answer, linkId) =>
      queryClient.setQueryData<ShareLink[]>(sessionKeys.links(sessionId), (list) =>
        list?.map((link) => (link.linkId === linkId ? { ...link, revoked: true } : link)),
      ),
  })
}
