import type { Event } from '#contract/events'
import { toPublicUser } from '../profiles/view'
import type { EventWithOrganiser } from './queries'

export function toEvent(
  { event, organiser }: EventWithOrganiser,
  viewer: { userId: string | null; registered: boolean },
): Event {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    place: event.place,
    link: event.link,
    capacity: event.capacity,
    seatsLeft: Math.max(0, event.capacity - event.registeredCount),
    registered: viewer.registered,
    isOrganiser: viewer.userId !== null && event.organiserId === viewer.userId,
    organiser: organiser ? toPublicUser(organiser) : null,
    createdAt: event.createdAt.toISOString(),
  }
}
