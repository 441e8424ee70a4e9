// The member's notifications, newest first a page at a time, and marking them read. A mark answers
// at once on screen (the line turns read) and is undone if the server refuses it.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { notificationsApi, type Notification } from '#contract/notifications'
import type { Page } from '#contract/pagination'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { notificationKeys } from './notification-keys'

export const notificationPageSize = 20

export function useNotifications() {
  const { api } = useAppContext().auth
  const userId = useUser()?.id ?? ''
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) =>
      api.request(notificationsApi.list, { query: { cursor: pageParam, limit: notificationPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

type Pages = InfiniteData<Page<Notification>>

/** The pages with the notifications `which` picks marked read now. */
export function markedRead(
  data: Pages | undefined,
  which: (notification: Notification) => boolean,
  at: string,
): Pages | undefined {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (which(item) && item.readAt === null ? { ...item, readAt: at } : item)),
    })),
  }
}

function useMarkRead(send: (id: string | null) => Promise<void>) {
  const queryClient = useQueryClient()
  const userId = useUser()?.id ?? ''
  const key = notificationKeys.list(userId)
  return useMutation({
    networkMode: 'always',
    mutationFn: send,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list(userId) })
      const before = queryClient.getQueryData<Pages>(key)
      queryClient.setQueryData<Pages>(key, (data) =>
        markedRead(data, (item) => id === null || item.id === id, new Date().toISOString()),
      )
      return { before }
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  })
}

/** Marks one notification read (`id`), or all of them (null). */
export function useMarkNotificationsRead() {
  const { api } = useAppContext().auth
  return useMarkRead((id) =>
    id === null ? api.request(notificationsApi.readAll) : api.request(notificationsApi.read, { params: { id } }),
  )
}
