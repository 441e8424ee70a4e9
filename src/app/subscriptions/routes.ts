import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainAndPodcast, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const subscriptionRoutes = [
  page('/membership', mainAndPodcast(standard()), lazyScreen(screens, 'MembershipScreen')),
  page('/subscription', mainAndPodcast(standard()), lazyScreen(screens, 'SubscriptionScreen')),
]
