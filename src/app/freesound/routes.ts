import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const freesoundRoutes = [page('/freesound-poc', mainOnly(standard()), lazyScreen(screens, 'FreesoundScreen'))]
