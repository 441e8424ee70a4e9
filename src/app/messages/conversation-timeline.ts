// What a conversation shows, oldest at the top: the server's messages, then this device's messages
// the server has not answered for. A message the server has (same sender and client id) shows once,
// as the server's, whichever read arrived first.
import type { InfiniteData } from '@tanstack/react-query'
import type { Message } from '#contract/messages'
import type { Page } from '#contract/pagination'
import type { QueuedMessage } from './message-outbox'

export type TimelineEntry = { kind: 'stored'; message: Message } | { kind: 'queued'; message: QueuedMessage }

const byTime = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

export function conversationTimeline(stored: readonly Message[], queued: readonly QueuedMessage[]): TimelineEntry[] {
  const unique = [...new Map(stored.map((message) => [message.id, message])).values()].sort(byTime)
  const known = new Set(unique.map((message) => `${message.senderId} ${message.clientId}`))
  const waiting = queued.filter((message) => !known.has(`${message.senderId} ${message.clientId}`))
  return [
    ...unique.map((message): TimelineEntry => ({ kind: 'stored', message })),
    ...[...waiting]
      .sort((a, b) => a.queuedAt - b.queuedAt)
      .map((message): TimelineEntry => ({ kind: 'queued', message })),
  ]
}

/** The conversation's pages with a message the server just stored at the front of the newest page,
 *  so it replaces its waiting copy at once, before the next read. */
export function withSentMessage(
  data: InfiniteData<Page<Message>> | undefined,
  message: Message,
): InfiniteData<Page<Message>> | undefined {
  if (!data || data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data
  const [newest, ...older] = data.pages
  if (!newest) return data
  return { ...data, pages: [{ ...newest, items: [message, ...newest.items] }, ...older] }
}
