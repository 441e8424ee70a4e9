// Server reads of messages through TanStack Query (persisted, so a conversation read once shows
// offline). An open conversation asks every 3 s for what changed (use-conversation-changes.ts), so a
// friend's new message shows within 5 s; reading it marks the conversation read on the server.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { messagesApi } from '#contract/messages'
import { usersApi } from '#contract/users'
import { useAppContext } from '../router/use-app-context'
import { notificationKeys } from '../notifications'
import { messageKeys } from './message-keys'

export const conversationPageSize = 20
export const messagePageSize = 30

export function useConversations() {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam }) =>
      api.request(messagesApi.conversations, { query: { cursor: pageParam, limit: conversationPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

/** One conversation's messages, newest first page by page ("Load earlier messages" reads the next). */
export function useConversation(userId: string) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: messageKeys.conversation(userId),
    queryFn: ({ pageParam }) =>
      api.request(messagesApi.list, { params: { userId }, query: { cursor: pageParam, limit: messagePageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

/** The other member of a conversation, as the caller may see them. */
export function useConversationMember(userId: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: messageKeys.member(userId),
    queryFn: () => api.request(usersApi.get, { params: { id: userId } }),
    networkMode: 'offlineFirst',
  })
}

/** Marks what `userId` wrote as read, and their message notification with it. */
export function useMarkConversationRead(userId: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.request(messagesApi.read, { params: { userId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
      ]),
  })
}
