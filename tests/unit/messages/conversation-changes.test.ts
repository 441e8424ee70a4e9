import { describe, expect, it } from 'vitest'
import type { Message } from '#contract/messages'
import { changesSince, conversationPollOverlapMs, withChanges } from '#app/messages/use-conversation-changes'

const message = (id: string, createdAt: string, readAt: string | null = null): Message => ({
  id,
  clientId: `c-${id}`,
  senderId: 'a',
  recipientId: 'b',
  body: `Message ${id}`,
  createdAt,
  readAt,
})
const lessOverlap = (time: string) => new Date(Date.parse(time) - conversationPollOverlapMs).toISOString()

describe('an open conversation’s poll', () => {
  it('asks from the newest time it holds, written or read, less the overlap', () => {
    const held = [
      message('2', '2026-12-06T10:02:00.000Z'),
      message('1', '2026-12-06T10:00:00.000Z', '2026-12-06T10:03:00.000Z'),
    ]
    expect(changesSince(held)).toBe(lessOverlap('2026-12-06T10:03:00.000Z'))
    expect(changesSince([])).toBeUndefined()
  })

  it('puts a new message on top of the newest page and replaces a changed one where it is', () => {
    const conversation = {
      pages: [
        {
          items: [message('3', '2026-12-06T10:03:00.000Z'), message('2', '2026-12-06T10:02:00.000Z')],
          nextCursor: 'x',
        },
        { items: [message('1', '2026-12-06T10:01:00.000Z')], nextCursor: null },
      ],
      pageParams: [undefined, 'x'],
    }
    const merged = withChanges(conversation, [
      message('4', '2026-12-06T10:04:00.000Z'),
      message('1', '2026-12-06T10:01:00.000Z', '2026-12-06T10:05:00.000Z'),
      message('3', '2026-12-06T10:03:00.000Z'),
    ])
    expect(merged.pages.map((page) => page.items.map((m) => [m.id, m.readAt]))).toEqual([
      [
        ['4', null],
        ['3', null],
        ['2', null],
      ],
      [['1', '2026-12-06T10:05:00.000Z']],
    ])
    expect(merged.pages[0]!.nextCursor).toBe('x')
  })
})

describe('a change to a message older than every page held', () => {
  it('is left for its own page, and added when every page is held', () => {
    const held = (nextCursor: string | null) => ({
      pages: [
        { items: [message('5', '2026-12-06T10:05:00.000Z'), message('4', '2026-12-06T10:04:00.000Z')], nextCursor },
      ],
      pageParams: [undefined],
    })
    const readLongAgo = message('1', '2026-12-06T09:00:00.000Z', '2026-12-06T10:06:00.000Z')
    expect(withChanges(held('more'), [readLongAgo]).pages[0]!.items.map((m) => m.id)).toEqual(['5', '4'])
    expect(withChanges(held(null), [readLongAgo]).pages[0]!.items.map((m) => m.id)).toEqual(['5', '4', '1'])
  })
})
