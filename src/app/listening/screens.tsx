import { PlaceholderScreen } from '../layout/placeholder-screen'

export function FavouritesScreen() {
  return <PlaceholderScreen title="My Favourites" description="Episodes you marked as favourite." />
}

export function PodcastHistoryScreen() {
  return <PlaceholderScreen title="Podcast history" description="Episodes you played." />
}
