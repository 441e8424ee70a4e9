import { PlaceholderScreen } from '../layout/placeholder-screen'

export function MyPodcastsScreen() {
  return <PlaceholderScreen title="My Podcasts" description="Your channels and episodes." />
}

export function FavouritesScreen() {
  return <PlaceholderScreen title="My Favourites" description="Episodes you marked as favourite." />
}

export function PlaylistsScreen() {
  return <PlaceholderScreen title="Playlists" description="Your playlists." />
}

export function PlaylistScreen() {
  return <PlaceholderScreen title="Playlist" description="The episodes of this playlist." />
}

export function ChannelScreen() {
  return <PlaceholderScreen title="Channel" description="The episodes of this channel." />
}

export function EpisodeScreen() {
  return <PlaceholderScreen title="Episode" description="Listen to this episode." />
}
