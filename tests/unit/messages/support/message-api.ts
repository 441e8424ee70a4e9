// The messages and notifications API as the test server plays it: one signed-in member (u1), the
// messages and notifications it holds, idempotent sends by client id, and members it refuses.
import { messagesMessages, type Message } from '#contract/messages'
import type { Notification } from '#contract/notifications'
import type { PublicUser } from '#contract/users'
import type { Answer, Reply, SeenRequest } from '#tests/unit/support/test-server'

export interface MessageApi {
  messages: Message[]
  notifications: Notification[]
  members: Map<string, PublicUser>
  /** Members u1 may not write to (403 with the contract's message). */
  refused: Set<string>
  newCount: number
  /** Whether the server answers at all; false plays a network that drops requests (503). */
  up: boolean
  answer: Answer
}

export const me = 'u1'

export function makeMember(id: string, name: string | null): PublicUser {
  return { id, name, handle: name ? name.toLowerCase() : null, photo: null, intro: null }
}

export function makeMessage(overrides: Partial<Message> & Pick<Message, 'id'>): Message {
  return {
    clientId: `client-${overrides.id}-0000000000`,
    senderId: 'u2',
    recipientId: me,
    body: 'Hello',
    createdAt: '2025-05-01T10:00:00.000Z',
    readAt: null,
    ...overrides,
  }
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

/** `limit` items after the opaque cursor (here: how many came before). */
function paged<T>(items: T[], url: URL): Reply {
  const start = Number(url.searchParams.get('cursor') ?? 0)
  const limit = Number(url.searchParams.get('limit') ?? 20)
  const end = start + limit
  return { status: 200, body: { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null } }
}

export function createMessageApi(): MessageApi {
  let sent = 0
  const api: MessageApi = {
    messages: [],
    notifications: [],
    members: new Map([['u2', makeMember('u2', 'Ben')]]),
    refused: new Set(),
    newCount: 0,
    up: true,
    answer: (request: SeenRequest) => {
      if (!api.up) return { status: 503, body: { message: 'Service unavailable.' } }
      const url = new URL(request.path, 'http://test')
      const path = url.pathname
      let match = /^\/api\/conversations\/([^/]+)\/messages$/.exec(path)
      if (match) {
        const other = decodeURIComponent(match[1] ?? '')
        if (request.method === 'GET') {
          const between = api.messages.filter(
            (message) => [message.senderId, message.recipientId].sort().join() === [me, other].sort().join(),
          )
          return paged(between.sort(newestFirst), url)
        }
        const body = request.body as { clientId: string; body: string }
        const stored = api.messages.find((message) => message.senderId === me && message.clientId === body.clientId)
        if (stored) return { status: 200, body: stored }
        if (api.refused.has(other)) return { status: 403, body: { message: messagesMessages.notAllowed } }
        sent += 1
        const message = makeMessage({
          id: `m-sent-${sent}`,
          clientId: body.clientId,
          senderId: me,
          recipientId: other,
          body: body.body,
          createdAt: new Date().toISOString(),
        })
        api.messages.push(message)
        return { status: 201, body: message }
      }
      match = /^\/api\/conversations\/([^/]+)\/read$/.exec(path)
      if (match) {
        const other = decodeURIComponent(match[1] ?? '')
        api.messages = api.messages.map((message) =>
          message.senderId === other && message.readAt === null
            ? { ...message, readAt: new Date().toISOString() }
            : message,
        )
        return { status: 204 }
      }
      if (path === '/api/conversations/') {
        const others = [
          ...new Set(
            api.messages
              .sort(newestFirst)
              .map((message) => (message.senderId === me ? message.recipientId : message.senderId)),
          ),
        ]
        const conversations = others.map((other) => {
          const between = api.messages.filter((message) => message.senderId === other || message.recipientId === other)
          return {
            user: api.members.get(other) ?? makeMember(other, null),
            lastMessage: between[0],
            unreadCount: between.filter((message) => message.senderId === other && message.readAt === null).length,
            canWrite: !api.refused.has(other),
          }
        })
        return paged(conversations, url)
      }
      match = /^\/api\/users\/([^/]+)$/.exec(path)
      if (match) {
        const member = api.members.get(decodeURIComponent(match[1] ?? ''))
        return member
          ? { status: 200, body: { ...member, portfolioLink: null } }
          : { status: 404, body: { message: 'This user does not exist.' } }
      }
      if (path === '/api/notifications/new') return { status: 200, body: { count: api.newCount } }
      if (path === '/api/notifications/') return paged([...api.notifications].sort(newestFirst), url)
      if (path === '/api/notifications/read') {
        api.notifications = api.notifications.map((item) => ({
          ...item,
          readAt: item.readAt ?? new Date().toISOString(),
        }))
        return { status: 204 }
      }
      match = /^\/api\/notifications\/([^/]+)\/read$/.exec(path)
      if (match) {
        const id = decodeURIComponent(match[1] ?? '')
        api.notifications = api.notifications.map((item) =>
          item.id === id ? { ...item, readAt: item.readAt ?? new Date().toISOString() } : item,
        )
        return { status: 204 }
      }
      return { status: 404, body: { message: 'Not found.' } }
    },
  }
  return api
}
