import { PlaceholderScreen } from '../layout/placeholder-screen'

export function FreesoundScreen() {
  return <PlaceholderScreen title="Freesound" description="Find sounds on Freesound (proof of concept)." />
}
