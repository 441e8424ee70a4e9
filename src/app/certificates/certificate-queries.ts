// Certificates: the open page's certificate and verdict, a member's own, a teacher's issued ones,
// issuing and revoking; and, for the issue form, the events the teacher organises and their
// attendees (classes and their students come from the classes feature's hooks). Reads show what
// this device last saw; issuing and revoking need the server (networkMode 'always').
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { certificatesApi } from '#contract/certificates'
import { eventsApi, type Event } from '#contract/events'
import { useAppContext } from '../router/use-app-context'
import { certificateKeys } from './certificate-keys'

export const certificatesPageSize = 20
/** The issue form lists at most this many of a teacher's events and of an event's attendees. */
const pickerPageSize = 100

export function useCertificate(certId: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: certificateKeys.one(certId),
    queryFn: () => api.request(certificatesApi.get, { params: { id: certId } }),
    networkMode: 'offlineFirst',
    // The verdict is the server's word now: a revocation shows on the next visit.
    staleTime: 0,
  })
}

function usePagedCertificates(which: 'mine' | 'issued', enabled: boolean) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: certificateKeys.list(which),
    queryFn: ({ pageParam }) =>
      api.request(certificatesApi[which], { query: { cursor: pageParam, limit: certificatesPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    enabled,
  })
}

export const useMyCertificates = (enabled: boolean) => usePagedCertificates('mine', enabled)

export const useIssuedCertificates = (enabled: boolean) => usePagedCertificates('issued', enabled)

export function useIssueCertificate() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { userId: string; title: string; classId?: string; eventId?: string }) =>
      api.request(certificatesApi.issue, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all() }),
  })
}

export function useRevokeCertificate() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ certId, reason }: { certId: string; reason: string }) =>
      api.request(certificatesApi.revoke, { params: { id: certId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all() }),
  })
}

/** The teacher's own events, past (where certificates are usually earned) then upcoming. */
export function useOrganisedEvents(enabled: boolean) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: certificateKeys.organisedEvents(),
    queryFn: async (): Promise<Event[]> => {
      const [past, upcoming] = await Promise.all(
        (['past', 'upcoming'] as const).map((when) =>
          api.request(eventsApi.list, { query: { when, limit: pickerPageSize } }),
        ),
      )
      return [...(past?.items ?? []), ...(upcoming?.items ?? [])].filter((event) => event.isOrganiser)
    },
    networkMode: 'offlineFirst',
    enabled,
  })
}

export function useEventAttendees(eventId: string | null) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: certificateKeys.attendees(eventId ?? ''),
    queryFn: () =>
      api.request(eventsApi.attendees, { params: { id: eventId ?? '' }, query: { limit: pickerPageSize } }),
    select: (answer) => answer.items.map((attendee) => attendee.user),
    networkMode: 'offlineFirst',
    enabled: eventId !== null,
  })
}
