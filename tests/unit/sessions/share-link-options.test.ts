import { describe, expect, it } from 'vitest'
import { linkExpiryText, linkRoleName, shareLinkUrl } from '#app/sessions/share-link-options'
import { sessionFixture } from './fixtures'

describe('share link rows', () => {
  const session = sessionFixture()
  it('show the full address, the role and the expiry', () => {
    expect(shareLinkUrl('abc', 'https://example.test')).toBe('https://example.test/s/abc')
    expect(linkRoleName(session, { roleId: null })).toBe('Whole session')
    expect(linkRoleName(session, { roleId: 'r2' })).toBe('Bob')
    expect(linkExpiryText({ expiresAt: null })).toBe('Never expires')
    const now = Date.parse('2026-01-02T00:00:00.000Z')
    expect(linkExpiryText({ expiresAt: '2026-01-03T00:00:00.000Z' }, now)).toMatch(/^Expires /)
    expect(linkExpiryText({ expiresAt: '2026-01-01T00:00:00.000Z' }, now)).toMatch(/^Expired /)
  })
})
