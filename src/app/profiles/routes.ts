import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainAndPodcast, standalone } from '../router/rule-presets'

const screens = () => import('./screens')

export const profileRoutes = [
  page('/members/$handle', mainAndPodcast(standalone()), lazyScreen(screens, 'MemberProfileScreen')),
  page('/profile/$userId', mainAndPodcast(standalone()), lazyScreen(screens, 'ProfileScreen')),
]
