import type { Privilege } from '#contract/privileges'
import { privileges } from '#contract/privileges'
import type { User } from '#contract/users'

/** A signed-in user record as the server sends it; override what a test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'ann',
    name: 'Ann',
    handle: 'ann',
    email: 'ann@example.com',
    photo: null,
    intro: null,
    location: null,
    nameVisibility: 'public',
    photoVisibility: 'public',
    introVisibility: 'public',
    role: { name: 'member', privileges: [] },
    classes: [],
    privileges: [],
    accountType: 'password',
    portfolioLink: null,
    ...overrides,
  }
}

export function userWith(...granted: Privilege[]): User {
  return makeUser({ role: { name: 'member', privileges: granted }, privileges: granted })
}

const schoolClass = { id: 'c1', name: '5B', school: { name: 'Hill School', country: 'NZ' } }

/** The kinds of visitor the guard table walks (SPEC §6). */
export const visitors: { name: string; user: User | null }[] = [
  { name: 'anonymous', user: null },
  { name: 'member', user: makeUser() },
  ...privileges.map((privilege) => ({ name: `member with ${privilege}`, user: userWith(privilege) })),
  {
    name: 'school user',
    user: makeUser({
      classes: [{ ...schoolClass, membership: 'student' }],
      privileges: ['student'],
      role: { name: 'student', privileges: ['student'] },
    }),
  },
  {
    name: 'teacher',
    user: makeUser({
      classes: [{ ...schoolClass, membership: 'teacher' }],
      privileges: ['teacher'],
      role: { name: 'teacher', privileges: ['teacher'] },
    }),
  },
]
