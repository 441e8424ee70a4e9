import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainAndPodcast, standalone } from '../router/rule-presets'

const screens = () => import('./screens')

export const contactRoutes = [page('/contact', mainAndPodcast(standalone()), lazyScreen(screens, 'ContactScreen'))]
