import type { PublicUser } from '#contract/users'

/** How the studio names a participant: name, else handle, else 'Member'. */
export function participantName(user: Pick<PublicUser, 'name' | 'handle'>): string {
  return user.name?.trim() || user.handle?.trim() || 'Member'
}
