import { PlaceholderScreen } from '../layout/placeholder-screen'

export function MemberProfileScreen() {
  return <PlaceholderScreen title="Profile" description="A member's public profile." />
}

export function ProfileScreen() {
  return <PlaceholderScreen title="Profile" description="A member's public profile." />
}
