import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainAndPodcast, standalone } from '../router/rule-presets'

const screens = () => import('./ms-screens')

export const msSignInRoutes = [
  page('/auth/ms/login', mainAndPodcast(standalone()), lazyScreen(screens, 'MsLoginScreen')),
  page('/auth/ms/logout', mainAndPodcast(standalone()), lazyScreen(screens, 'MsLogoutScreen')),
]
