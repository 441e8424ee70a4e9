import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const notificationRoutes = [
  page('/notifications', mainOnly(standard('login')), lazyScreen(screens, 'NotificationsScreen')),
]
