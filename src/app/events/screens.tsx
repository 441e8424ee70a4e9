import { PlaceholderScreen } from '../layout/placeholder-screen'

export function EventsScreen() {
  return <PlaceholderScreen title="Events" description="Workshops and events to join." />
}

export function EventScreen() {
  return <PlaceholderScreen title="Event" description="About this event." />
}

export function EventRegisterScreen() {
  return <PlaceholderScreen title="Register for the event" description="Sign up for this event." />
}
