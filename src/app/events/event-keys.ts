// The query keys of events: the lists (upcoming, past, mine), one event, its attendees.
export const eventKeys = {
  all: () => ['events'] as const,
  list: (when: 'upcoming' | 'past' | 'registered', userId: string | null) => ['events', 'list', when, userId] as const,
  one: (eventId: string, userId: string | null) => ['events', 'one', eventId, userId] as const,
  attendees: (eventId: string) => ['events', 'attendees', eventId] as const,
}
