import { PlaceholderScreen } from '../../layout/placeholder-screen'

export { HistoryScreen } from './history-screen'

export function PodcastHistoryScreen() {
  return <PlaceholderScreen title="Podcast history" description="Episodes played on this device. Log in to keep your history everywhere." />
}
