import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../../src/app/api/api-error'
import { sessionProblem } from '../../../src/app/sessions/session-queries'
import { linkExpiryText, linkRoleName, shareLinkUrl } from '../../../src/app/sessions/share-link-options'
import { sessionFixture } from './fixtures'

describe('what the studio says without a session', () => {
  it('tells offline-and-never-seen apart from refused and from other failures', () => {
    expect(sessionProblem({ isPending: true, fetchStatus: 'fetching', error: null })).toBeNull()
    expect(sessionProblem({ isPending: true, fetchStatus: 'paused', error: null })).toBe('not-on-device')
    expect(sessionProblem({ isPending: false, fetchStatus: 'idle', error: new NetworkError() })).toBe('not-on-device')
    expect(sessionProblem({ isPending: false, fetchStatus: 'idle', error: new ApiError(404, 'This session does not exist.') })).toBe('not-shared')
    expect(sessionProblem({ isPending: false, fetchStatus: 'idle', error: new ApiError(403, 'No.') })).toBe('not-shared')
    expect(sessionProblem({ isPending: false, fetchStatus: 'idle', error: new ApiError(500, 'Oops.') })).toBe('failed')
  })
})

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
