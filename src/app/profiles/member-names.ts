import type { PublicUser } from '#contract/users'

/** A member as the caller may name them: the name when visible, else the handle, else a neutral word. */
export function memberName(user: Pick<PublicUser, 'name' | 'handle'>): string {
  return user.name ?? (user.handle ? `@${user.handle}` : 'A member')
}

/** Up to two letters for the avatar of a member without a visible photo. */
export function memberInitials(user: Pick<PublicUser, 'name' | 'handle'>): string {
  const words = (user.name ?? user.handle ?? '').split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1)
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('')
  return initials ? initials.toLocaleUpperCase() : '?'
}

/** Where a member's public profile is: by handle when they have one (the address they share), else by id. */
export function profileLink(
  user: Pick<PublicUser, 'id' | 'handle'>,
): { to: '/members/$handle'; params: { handle: string } } | { to: '/profile/$userId'; params: { userId: string } } {
  return user.handle
    ? { to: '/members/$handle', params: { handle: user.handle } }
    : { to: '/profile/$userId', params: { userId: user.id } }
}
