// Events: reads show what this device last saw (offlineFirst); registering, cancelling and making
// an event need the server. Each read is keyed by the viewer, whose registrations it carries.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { eventsApi, type Event, type EventFields } from '#contract/events'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { eventKeys } from './event-keys'

export const eventsPageSize = 20

export function useEvents(when: 'upcoming' | 'past') {
  const { api } = useAppContext().auth
  const userId = useUser()?.id ?? null
  return useInfiniteQuery({
    queryKey: eventKeys.list(when, userId),
    queryFn: ({ pageParam }) =>
      api.request(eventsApi.list, { query: { when, cursor: pageParam, limit: eventsPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
  })
}

export function useEvent(eventId: string) {
  const { api } = useAppContext().auth
  const userId = useUser()?.id ?? null
  return useQuery({
    queryKey: eventKeys.one(eventId, userId),
    queryFn: () => api.request(eventsApi.get, { params: { id: eventId } }),
    networkMode: 'offlineFirst',
  })
}

export function useAttendees(eventId: string, enabled: boolean) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: eventKeys.attendees(eventId),
    queryFn: ({ pageParam }) =>
      api.request(eventsApi.attendees, {
        params: { id: eventId },
        query: { cursor: pageParam, limit: eventsPageSize },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    enabled,
  })
}

/** After a change the event's answer is kept, and every list is read again (seats and badges). */
function useKeepEvent() {
  const queryClient = useQueryClient()
  const userId = useUser()?.id ?? null
  return async (event: Event) => {
    queryClient.setQueryData(eventKeys.one(event.id, userId), event)
    await queryClient.invalidateQueries({ queryKey: eventKeys.all() })
  }
}

export function useRegistration(eventId: string) {
  const { api } = useAppContext().auth
  const keep = useKeepEvent()
  return useMutation({
    networkMode: 'always',
    mutationFn: (action: 'register' | 'cancel') => api.request(eventsApi[action], { params: { id: eventId } }),
    onSuccess: keep,
  })
}

export function useCreateEvent() {
  const { api } = useAppContext().auth
  const keep = useKeepEvent()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: Required<EventFields>) => api.request(eventsApi.create, { body }),
    onSuccess: keep,
  })
}
