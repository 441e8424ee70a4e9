import { describe, expect, it } from 'vitest'
import { conversationTimeline, withSentMessage } from '#app/messages/conversation-timeline'
import type { QueuedMessage } from '#app/messages/message-outbox'
import { makeMessage } from './support/message-api'

const queued = (clientId: string, queuedAt: number): QueuedMessage => ({
  clientId,
  senderId: 'u1',
  recipientId: 'u2',
  body: clientId,
  queuedAt,
  refusal: null,
})

describe('conversation timeline', () => {
  it('shows the server’s messages oldest first, then the waiting ones in the order they were written', () => {
    const newest = makeMessage({ id: 'm2', createdAt: '2025-05-01T10:05:00.000Z' })
    const oldest = makeMessage({ id: 'm1', createdAt: '2025-05-01T10:00:00.000Z' })
    const timeline = conversationTimeline([newest, oldest, newest], [queued('w2', 20), queued('w1', 10)])
    expect(
      timeline.map((entry) => `${entry.kind} ${entry.kind === 'stored' ? entry.message.id : entry.message.clientId}`),
    ).toEqual(['stored m1', 'stored m2', 'queued w1', 'queued w2'])
  })

  it('a message the server has shows once, as the server’s, even while its waiting copy is still on the device', () => {
    const stored = makeMessage({ id: 'm9', clientId: 'w1', senderId: 'u1', recipientId: 'u2' })
    // Another member's message with the same client id is another message.
    const theirs = makeMessage({
      id: 'm8',
      clientId: 'w1',
      senderId: 'u2',
      recipientId: 'u1',
      createdAt: '2025-04-01T00:00:00.000Z',
    })
    const timeline = conversationTimeline([stored, theirs], [queued('w1', 10)])
    expect(timeline.map((entry) => entry.kind)).toEqual(['stored', 'stored'])
  })

  it('puts a message the server just stored at the front of the newest page, once', () => {
    const page = { items: [makeMessage({ id: 'm1' })], nextCursor: null }
    const data = { pages: [page], pageParams: [undefined] }
    const sent = makeMessage({ id: 'm2', senderId: 'u1' })
    const after = withSentMessage(data, sent)
    expect(after?.pages[0]?.items.map((message) => message.id)).toEqual(['m2', 'm1'])
    expect(withSentMessage(after, sent)).toBe(after)
    expect(withSentMessage(undefined, sent)).toBeUndefined()
  })
})
