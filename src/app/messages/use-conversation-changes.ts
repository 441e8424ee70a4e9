// An open conversation asks every 3 s, while the page is visible and online, only for the messages
// written or read since the newest time it holds, less an overlap (a message saved while a poll ran
// is found by the next), and merges them into what it shows. While nothing changes the question is
// the same and is answered 304; a friend's new message costs one message, not the page again
// (issue 36). More changes than one answer holds: the conversation is read again from the top.
import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useEffect } from 'react'
import { messagesApi, type Message } from '#contract/messages'
import type { Page } from '#contract/pagination'
import { useOnline } from '../offline/use-online'
import { useAppContext } from '../router/use-app-context'
import { messageKeys } from './message-keys'

export const openConversationPollMs = 3000
/** How far back from the newest time held each poll looks again. */
export const conversationPollOverlapMs = 5000
const changesAtMost = 100

type Conversation = InfiniteData<Page<Message>, string | undefined>

/** The `since` of the next poll: the newest `createdAt` or `readAt` held, less the overlap. */
export function changesSince(held: readonly Message[]): string | undefined {
  const times = held
    .flatMap((message) => [message.createdAt, message.readAt])
    .map((time) => (time === null ? Number.NaN : Date.parse(time)))
    .filter((time) => !Number.isNaN(time))
  return times.length === 0 ? undefined : new Date(Math.max(...times) - conversationPollOverlapMs).toISOString()
}

const newestFirst = (a: Message, b: Message) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1

/** The conversation with `changed` in it: a message it holds replaced where it is, a new one added
 *  to the newest page in order. One older than every page it holds (marked read, say, while only
 *  the newest pages are loaded) is left for "Load earlier messages" to bring where it belongs. */
export function withChanges(conversation: Conversation, changed: readonly Message[]): Conversation {
  const byId = new Map(changed.map((message) => [message.id, message]))
  const pages = conversation.pages.map((page) => ({
    ...page,
    items: page.items.map((message) => {
      const replacement = byId.get(message.id)
      byId.delete(message.id)
      return replacement ?? message
    }),
  }))
  const [newest, ...older] = pages
  // Pages hold the messages newest first, page after page: the last one held is the oldest.
  const oldestHeld = pages.flatMap((page) => page.items).at(-1)
  const everyPageHeld = pages.at(-1)?.nextCursor === null
  const added = [...byId.values()].filter(
    (message) => everyPageHeld || (oldestHeld !== undefined && newestFirst(message, oldestHeld) < 0),
  )
  if (!newest || added.length === 0) return { ...conversation, pages }
  return { ...conversation, pages: [{ ...newest, items: [...added, ...newest.items].sort(newestFirst) }, ...older] }
}

export function useConversationChanges(userId: string): void {
  const { api } = useAppContext().auth
  const online = useOnline()
  const queryClient = useQueryClient()

  useEffect(() => {
    if (!online) return
    const queryKey = messageKeys.conversation(userId)
    let busy = false
    const poll = async () => {
      const held = queryClient.getQueryData<Conversation>(queryKey)
      if (busy || !held || document.visibilityState !== 'visible') return
      const since = changesSince(held.pages.flatMap((page) => page.items))
      if (since === undefined) return void queryClient.refetchQueries({ queryKey, exact: true })
      busy = true
      try {
        const changed = await api.request(messagesApi.list, {
          params: { userId },
          query: { since, limit: changesAtMost },
        })
        if (changed.nextCursor !== null) await queryClient.refetchQueries({ queryKey, exact: true })
        else if (changed.items.length > 0)
          queryClient.setQueryData<Conversation>(queryKey, (current) =>
            current ? withChanges(current, changed.items) : current,
          )
      } catch {
        // Offline or a hiccup: the next poll asks again from the same time.
      } finally {
        busy = false
      }
    }
    const timer = setInterval(() => void poll(), openConversationPollMs)
    return () => clearInterval(timer)
  }, [api, userId, online, queryClient])
}
