import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const playlistRoutes = [
  page('/playlist/$playlistId', { podcast: standard() }, lazyScreen(screens, 'PlaylistScreen')),
  page('/playlists', { podcast: standard('login') }, lazyScreen(screens, 'PlaylistsScreen')),
]
