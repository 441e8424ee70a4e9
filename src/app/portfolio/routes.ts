import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone } from '../router/rule-presets'

const screens = () => import('./screens')

export const portfolioRoutes = [
  page('/portfolio/$userId', mainOnly(standalone()), lazyScreen(screens, 'PortfolioScreen')),
]
