import { PlaceholderScreen } from '../layout/placeholder-screen'

export function SessionScreen() {
  return <PlaceholderScreen title="Session" description="Record the lines of this script." />
}
