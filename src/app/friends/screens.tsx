import { PlaceholderScreen } from '../layout/placeholder-screen'

export function FriendsScreen() {
  return <PlaceholderScreen title="Friends" description="The people you record with." />
}
