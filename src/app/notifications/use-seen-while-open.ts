// While /notifications is open, what it shows counts as seen: the Messages tab's dot goes, and only
// later notifications bring it back. "Seen" is the newest notification's time on the server (plus a
// millisecond), not this device's clock, so a device whose clock runs fast still sees new ones; with
// nothing listed, it is now. Nothing counts as seen before the list has been read. A poll that
// finds something new while the page is open reads the lists again.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Notification } from '#contract/notifications'
import { useUser } from '../auth/use-user'
import { messageKeys } from '../messages'
import { notificationKeys } from './notification-keys'
import { seenKey, useNewNotificationCount } from './use-new-notification-count'

interface ListRead {
  data: { pages: Array<{ items: Notification[] }> } | undefined
  dataUpdatedAt: number
}

/** Only notifications after `at` count as new from now on; the dot goes at once. */
export function markNotificationsSeen(
  queryClient: QueryClient,
  userId: string,
  at: string,
  storage: Storage = localStorage,
): void {
  storage.setItem(seenKey(userId), at)
  queryClient.setQueryData(notificationKeys.count(userId), { count: 0 })
}

/** `newestAt`: the createdAt of the newest notification listed, if any. */
export function seenMark(newestAt: string | undefined, now: Date = new Date()): string {
  if (!newestAt) return now.toISOString()
  return new Date(Date.parse(newestAt) + 1).toISOString()
}

export function useSeenWhileOpen(list: ListRead): void {
  const queryClient = useQueryClient()
  const userId = useUser()?.id
  const count = useNewNotificationCount()
  const listed = list.data !== undefined
  const newestAt = list.data?.pages[0]?.items[0]?.createdAt
  const readAt = list.dataUpdatedAt

  // After every read of the list: before the first, nothing has been seen (and "now" would hide
  // notifications the member never saw).
  useEffect(() => {
    if (userId && listed) markNotificationsSeen(queryClient, userId, seenMark(newestAt))
  }, [queryClient, userId, listed, readAt, newestAt])

  useEffect(() => {
    if (count === 0) return
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: messageKeys.all() })
  }, [count, queryClient])
}
