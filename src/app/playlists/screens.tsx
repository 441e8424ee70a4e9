export { PlaylistScreen } from './playlist-screen'
export { PlaylistsScreen } from './playlists-screen'
