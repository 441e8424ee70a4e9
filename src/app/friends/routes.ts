import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const friendRoutes = [page('/friends', mainOnly(standard('login')), lazyScreen(screens, 'FriendsScreen'))]
