import type { Session } from '#contract/sessions'
import type { PublicUser } from '#contract/users'

/** How the studio names a participant: name, else handle, else 'Member'. */
export function participantName(user: Pick<PublicUser, 'name' | 'handle'>): string {
  return user.name?.trim() || user.handle?.trim() || 'Member'
}

/** Who recorded a take, by participant name; null for the viewer's own takes. */
export function recorderName(
  participants: Session['participants'],
  takeUserId: string,
  viewerId: string,
): string | null {
  if (takeUserId === viewerId) return null
  const participant = participants.find((p) => p.user.id === takeUserId)
  return participant ? participantName(participant.user) : 'Member'
}
