import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone } from '../router/rule-presets'

const screens = () => import('./screens')
const shareLink = () => import('./share-link/screens')

export const sessionRoutes = [
  page('/session/$sessionId', mainOnly(standalone()), lazyScreen(screens, 'SessionScreen')),
  page('/s/$linkId', mainOnly(standalone()), lazyScreen(shareLink, 'ShareLinkScreen')),
]
