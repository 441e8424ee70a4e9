import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const eventRoutes = [
  page('/event/$eventId', mainOnly(standalone()), lazyScreen(screens, 'EventScreen')),
  page('/event/$eventId/register', mainOnly(standard()), lazyScreen(screens, 'EventRegisterScreen')),
  page('/events', mainOnly(standard()), lazyScreen(screens, 'EventsScreen')),
]
