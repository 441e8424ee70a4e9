import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const listeningRoutes = [
  page('/favourites', { podcast: standard('login') }, lazyScreen(screens, 'FavouritesScreen')),
]
