import { PlaceholderScreen } from '../layout/placeholder-screen'

export function HistoryScreen() {
  return <PlaceholderScreen title="History" description="The sessions you recorded and listened to." />
}

export function PodcastHistoryScreen() {
  return <PlaceholderScreen title="Podcast history" description="Episodes played on this device. Log in to keep your history everywhere." />
}
