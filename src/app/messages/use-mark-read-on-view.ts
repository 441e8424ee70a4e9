import { useEffect } from 'react'
import type { Message } from '#contract/messages'
import { useMarkConversationRead } from './message-queries'

/** While a conversation shows, what the other member wrote is read: marked once per newest unread message. */
export function useMarkReadOnView(userId: string, stored: readonly Message[]): void {
  const { mutate } = useMarkConversationRead(userId)
  const newestUnread = stored.find((message) => message.senderId === userId && message.readAt === null)?.id
  useEffect(() => {
    if (newestUnread) mutate()
  }, [newestUnread, mutate])
}
