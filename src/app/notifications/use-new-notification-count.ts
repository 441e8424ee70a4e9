// The Messages tab's dot: how many notifications arrived since the member last opened
// /notifications, polled every 30 s (SPEC §9).
import { useQuery } from '@tanstack/react-query'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { newNotificationCount } from './new-count-endpoint'
import { notificationKeys } from './notification-keys'

/** Off until the server serves GET /api/notifications/new (a later issue). */
export const notificationPollingEnabled = false
export const notificationPollMs = 30_000

const seenKey = 'voice-acting.notifications-seen-at'

/** When the member last looked at their notifications; first use counts from now. */
export function notificationsSeenAt(storage: Storage = localStorage): string {
  const stored = storage.getItem(seenKey)
  if (stored) return stored
  const now = new Date().toISOString()
  storage.setItem(seenKey, now)
  return now
}

export function markNotificationsSeen(storage: Storage = localStorage): void {
  storage.setItem(seenKey, new Date().toISOString())
}

export function useNewNotificationCount(): number {
  const { auth, variant } = useAppContext()
  const user = useUser()
  const enabled = notificationPollingEnabled && variant === 'main' && user !== null
  const { data } = useQuery({
    queryKey: notificationKeys.newCount(user?.id),
    queryFn: () => auth.api.request(newNotificationCount, { query: { after: notificationsSeenAt() } }),
    enabled,
    refetchInterval: notificationPollMs,
  })
  return enabled ? (data?.count ?? 0) : 0
}
