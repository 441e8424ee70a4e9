// Events (SPEC §2): /events lists upcoming and past events (teachers also create them),
// /event/{eventId} shows one (standalone, open) with Add to calendar, and /event/{eventId}/register
// registers a signed-in member (visitors are asked to log in) and shows the organiser the attendees.
export { EventRegisterScreen } from './event-register-screen'
export { EventScreen } from './event-screen'
export { EventsScreen } from './events-screen'
