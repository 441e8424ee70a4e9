import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Notification } from '#contract/notifications'
import { notificationsSeenAt } from '#app/notifications/use-new-notification-count'
import { createMessageApi, makeMember, makeMessage, type MessageApi } from '../messages/support/message-api'
import { renderWithOutbox } from '../messages/support/render-messages'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let api: MessageApi
let stop: () => Promise<void> = async () => {}
/** Lets a held answer go (a test that holds one sets it). */
let release: () => void = () => {}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  api = createMessageApi()
  server.answer(api.answer)
  server.seen.length = 0
})
afterEach(() => {
  release()
  return stop()
})

async function render(path: string) {
  const rendered = await renderWithOutbox({ path, apiUrl: server.url })
  stop = rendered.stop
  return rendered
}

const ben = makeMember('u2', 'Ben')
const cleo = makeMember('u3', 'Cleo')

function notification(id: string, overrides: Partial<Notification>): Notification {
  return {
    id,
    kind: 'friend_request',
    actor: ben,
    subjectId: 'u2',
    payload: {},
    createdAt: '2025-05-01T10:00:00.000Z',
    readAt: null,
    ...overrides,
  }
}

const posts = () => server.seen.filter((request) => request.method === 'POST').map((request) => request.path)

describe('/notifications', () => {
  it('shows the conversations, newest first, with their unread counts, and opens one', async () => {
    api.members.set('u3', cleo)
    api.messages.push(
      makeMessage({ id: 'm1', senderId: 'u2', body: 'Lines for Friday?', createdAt: '2025-05-01T09:00:00.000Z' }),
      makeMessage({ id: 'm2', senderId: 'u2', body: 'Ping', createdAt: '2025-05-01T09:01:00.000Z' }),
      makeMessage({
        id: 'm3',
        senderId: 'u1',
        recipientId: 'u3',
        body: 'Good take!',
        createdAt: '2025-05-01T11:00:00.000Z',
        readAt: null,
      }),
    )
    const { router } = await render('/notifications')
    const list = await screen.findByRole('list', { name: 'Conversations' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const [first, second] = within(list).getAllByRole('listitem')
    expect(within(first!).getByRole('link', { name: 'Cleo' })).toBeTruthy()
    expect(within(first!).getByText('You: Good take!')).toBeTruthy()
    expect(within(second!).getByText('Ping')).toBeTruthy()
    expect(within(second!).getByText('2 unread')).toBeTruthy()

    fireEvent.click(within(second!).getByRole('link', { name: 'Ben' }))
    await waitFor(() => expect(router.state.location.href).toBe('/notifications?with=u2'))
    expect(await screen.findByRole('list', { name: 'Conversation with Ben' })).toBeTruthy()
  })

  it('says what each notification is about, marks one read and then all', async () => {
    api.notifications.push(
      notification('n1', { kind: 'friend_request', createdAt: '2025-05-01T10:00:00.000Z' }),
      notification('n2', {
        kind: 'session_joined',
        actor: cleo,
        subjectId: 's-1',
        payload: { title: 'Hamlet' },
        createdAt: '2025-05-01T11:00:00.000Z',
      }),
      notification('n3', {
        kind: 'message',
        subjectId: 'u2',
        payload: { count: 1 },
        createdAt: '2025-05-01T09:00:00.000Z',
        readAt: '2025-05-01T09:30:00.000Z',
      }),
    )
    await render('/notifications')
    const list = await screen.findByRole('list', { name: 'Notifications' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cleo joined your session Hamlet', '/session/s-1'],
      ['Ben sent you a friend request', '/friends'],
      ['Ben sent you a message', '/notifications?with=u2'],
    ])
    expect(within(list).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2)

    fireEvent.click(within(list).getByRole('button', { name: 'Mark as read: Cleo joined your session Hamlet' }))
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1))
    expect(posts()).toEqual(['/api/notifications/n2/read'])
    expect(api.notifications.find((item) => item.id === 'n2')?.readAt).not.toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(within(list).queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0))
    expect(posts()).toEqual(['/api/notifications/n2/read', '/api/notifications/read'])
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true),
    )
  })

  it('with nothing yet says so', async () => {
    await render('/notifications')
    expect(await screen.findByText('No conversations yet.')).toBeTruthy()
    expect(await screen.findByText('No notifications yet.')).toBeTruthy()
  })
})

describe('the Messages tab’s dot', () => {
  it('shows while the poll counts something new, and goes when /notifications is opened', async () => {
    api.newCount = 2
    api.notifications.push(notification('n1', { createdAt: '2025-05-01T10:00:00.000Z' }))
    const { router } = await render('/write')
    // The dot may already be there when the tab is first found: its name is then "Messages New notifications".
    const messagesTab = await screen.findByRole('link', { name: /^Messages/ })
    await waitFor(() => expect(within(messagesTab).getByText('New notifications')).toBeTruthy())
    expect(messagesTab.getAttribute('aria-describedby')).toBeTruthy()
    expect(server.seen.find((request) => request.path.startsWith('/api/notifications/new'))?.path).toBe(
      `/api/notifications/new?after=${encodeURIComponent('1970-01-01T00:00:00.000Z')}`,
    )

    api.newCount = 0
    fireEvent.click(messagesTab)
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'))
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: 'Messages' })).queryByText('New notifications')).toBeNull(),
    )
    // Seen up to the newest notification listed, by the server's clock.
    await waitFor(() => expect(notificationsSeenAt('u1')).toBe('2025-05-01T10:00:00.001Z'))
  })

  it('stays until the list has been read: opening /notifications alone is not seeing it', async () => {
    api.newCount = 2
    api.notifications.push(notification('n1', { createdAt: '2025-05-01T10:00:00.000Z' }))
    const listRead = new Promise<void>((resolve) => {
      release = resolve
    })
    server.answer(async (request) => {
      if (request.path.startsWith('/api/notifications/?') || request.path === '/api/notifications/') await listRead
      return api.answer(request)
    })
    const { router } = await render('/write')
    // The dot may already be there when the tab is first found: its name is then "Messages New notifications".
    const messagesTab = await screen.findByRole('link', { name: /^Messages/ })
    await waitFor(() => expect(within(messagesTab).getByText('New notifications')).toBeTruthy())

    fireEvent.click(messagesTab)
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'))
    await waitFor(() =>
      expect(server.seen.some((request) => request.path.startsWith('/api/notifications/?'))).toBe(true),
    )
    // The tab still carries its dot (its name then includes "New notifications").
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: /^Messages/ })).getByText('New notifications')).toBeTruthy(),
    )
    expect(notificationsSeenAt('u1')).toBe('1970-01-01T00:00:00.000Z')

    api.newCount = 0
    release()
    await waitFor(() => expect(notificationsSeenAt('u1')).toBe('2025-05-01T10:00:00.001Z'))
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: /^Messages/ })).queryByText('New notifications')).toBeNull(),
    )
  })
})
