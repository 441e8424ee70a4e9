import { describe, expect, it } from 'vitest'
import { conversationHref, conversationWith } from '#app/messages/conversation-href'

describe('the address of a conversation', () => {
  it('is the Messages tab with ?with=', () => {
    expect(conversationHref('u-1/x')).toBe('/notifications?with=u-1%2Fx')
  })

  it('reads the member back as the router reads the address', () => {
    expect(conversationWith({ with: 'AbC_-123' })).toBe('AbC_-123')
    expect(conversationWith({ with: 12345 })).toBe('12345')
    expect(conversationWith({ with: '' })).toBeNull()
    expect(conversationWith({ with: { nested: true } })).toBeNull()
    expect(conversationWith({})).toBeNull()
  })
})
