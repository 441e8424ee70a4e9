import { PlaceholderScreen } from '../layout/placeholder-screen'

export function PlaylistsScreen() {
  return <PlaceholderScreen title="Playlists" description="Your playlists." />
}

export function PlaylistScreen() {
  return <PlaceholderScreen title="Playlist" description="The episodes of this playlist." />
}
