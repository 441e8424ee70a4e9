// The Messages tab's dot (SPEC §2, §9): how many unread notifications arrived since the member last
// looked at /notifications, polled every 30 s while signed in. TanStack Query pauses the interval
// while the page is hidden, asks at once when it shows again (its focus manager listens to
// `visibilitychange`) and when the browser comes back online. Kept tiny: the header loads it on
// every page, so it takes `notificationsApi.newCount` from its own file (contract/notification-poll.ts).
import { useQuery } from '@tanstack/react-query'
import { newNotificationCount, notificationPollMs } from '#contract/notification-poll'
import type { ApiClient } from '../api/api-client'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { notificationKeys } from './notification-keys'

/** Where this device keeps when the member last looked at /notifications (use-seen-while-open.ts writes it). */
export const seenKey = (userId: string) => `voice-acting.notifications-seen.${userId}`

/** Before the member has looked here on this device, every unread notification is new. */
const neverSeen = new Date(0).toISOString()

/** When the member last looked at their notifications on this device. */
export function notificationsSeenAt(userId: string, storage: Storage = localStorage): string {
  return storage.getItem(seenKey(userId)) ?? neverSeen
}

export function newNotificationCountOptions(
  api: ApiClient,
  userId: string | undefined,
  enabled: boolean,
  storage: Storage = localStorage,
) {
  return {
    queryKey: notificationKeys.count(userId),
    queryFn: () => api.request(newNotificationCount, { query: { after: notificationsSeenAt(userId ?? '', storage) } }),
    enabled: enabled && userId !== undefined,
    refetchInterval: notificationPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    // Offline the poll waits (paused) instead of failing every 30 s.
    networkMode: 'online',
    retry: false,
  } as const
}

export function useNewNotificationCount(): number {
  const { auth, variant } = useAppContext()
  const user = useUser()
  const enabled = variant === 'main' && user !== null
  const { data } = useQuery(newNotificationCountOptions(auth.api, user?.id, enabled))
  return enabled ? (data?.count ?? 0) : 0
}
