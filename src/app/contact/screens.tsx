import { PlaceholderScreen } from '../layout/placeholder-screen'

export function ContactScreen() {
  return <PlaceholderScreen title="Contact Us" description="Send us a message." />
}
