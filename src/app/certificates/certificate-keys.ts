// The query keys of certificates (/certificate, /certificate/{certId}) and of what a teacher picks
// from when issuing one: their events and an event's attendees.
export const certificateKeys = {
  all: () => ['certificates'] as const,
  one: (certId: string) => ['certificates', 'one', certId] as const,
  /** The member's own ('mine') or those a teacher issued ('issued'). */
  list: (which: 'mine' | 'issued') => ['certificates', which] as const,
  organisedEvents: () => ['certificates', 'organised-events'] as const,
  attendees: (eventId: string) => ['certificates', 'attendees', eventId] as const,
}
