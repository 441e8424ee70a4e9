import { describe, expect, it } from 'vitest'
import type { FriendshipEntry } from '#contract/friends'
import { groupFriendships } from '#app/friends/friend-groups'
import { memberInitials, memberName, profileLink } from '#app/profiles/member-names'
import { searchTerm } from '#app/friends/search-term'

describe('searchTerm', () => {
  it('searches from 2 characters on, trimmed', () => {
    expect(searchTerm('')).toBeNull()
    expect(searchTerm('a')).toBeNull()
    expect(searchTerm('  a  ')).toBeNull()
    expect(searchTerm(' an ')).toBe('an')
    expect(searchTerm('Ann Tester')).toBe('Ann Tester')
  })

  it('never sends more than the server takes', () => {
    expect(searchTerm('x'.repeat(150))).toHaveLength(100)
  })
})

describe('member names', () => {
  const member = { id: 'u9', name: null, handle: null }

  it('names a member by what the caller may see: name, else handle, else a neutral word', () => {
    expect(memberName({ ...member, name: 'Ann Tester', handle: 'ann' })).toBe('Ann Tester')
    expect(memberName({ ...member, handle: 'ann' })).toBe('@ann')
    expect(memberName(member)).toBe('A member')
  })

  it('makes up to two initials from the name or the handle', () => {
    expect(memberInitials({ ...member, name: 'ann tester' })).toBe('AT')
    expect(memberInitials({ ...member, name: 'Ann Maria Tester' })).toBe('AT')
    expect(memberInitials({ ...member, name: 'Zoë' })).toBe('Z')
    expect(memberInitials({ ...member, handle: 'ben_lee' })).toBe('BL')
    expect(memberInitials(member)).toBe('?')
  })

  it('links the profile by handle when there is one, else by id', () => {
    expect(profileLink({ id: 'u9', handle: 'ann' })).toEqual({ to: '/members/$handle', params: { handle: 'ann' } })
    expect(profileLink({ id: 'u9', handle: null })).toEqual({ to: '/profile/$userId', params: { userId: 'u9' } })
  })
})

describe('groupFriendships', () => {
  const entry = (id: string, state: FriendshipEntry['state']): FriendshipEntry => ({
    user: { id, name: id, handle: null, photo: null, intro: null },
    state,
    since: '2026-01-01T00:00:00.000Z',
  })

  it('splits the one list into requests for me, friends and requests I sent, keeping the server order', () => {
    const groups = groupFriendships([
      entry('a', 'friends'),
      entry('b', 'friends'),
      entry('c', 'incoming'),
      entry('d', 'requested'),
      entry('e', 'incoming'),
    ])
    expect(groups.incoming.map((e) => e.user.id)).toEqual(['c', 'e'])
    expect(groups.friends.map((e) => e.user.id)).toEqual(['a', 'b'])
    expect(groups.requested.map((e) => e.user.id)).toEqual(['d'])
  })
})
