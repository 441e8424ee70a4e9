import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone } from '../router/rule-presets'

const screens = () => import('./screens')
const shareLink = () => import('./share-link/screens')
const history = () => import('./history/screens')

export const sessionRoutes = [
  // The member's sessions kept on the device with the session: History opened offline lists it.
  page('/session/$sessionId', mainOnly(standalone()), lazyScreen(screens, 'SessionScreen'), (context) => {
    history()
      .then(({ prefetchHistoryScreen }) => prefetchHistoryScreen(context))
      .catch(() => undefined)
  }),
  page('/s/$linkId', mainOnly(standalone()), lazyScreen(shareLink, 'ShareLinkScreen')),
]
