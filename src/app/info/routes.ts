import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainAndPodcast, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const infoRoutes = [
  page('/guide', mainAndPodcast(standard()), lazyScreen(screens, 'GuideScreen')),
  page('/about', mainAndPodcast(standard()), lazyScreen(screens, 'AboutScreen')),
  page('/faq', mainAndPodcast(standard()), lazyScreen(screens, 'FaqScreen')),
]
