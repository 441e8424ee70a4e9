import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const classRoutes = [
  page('/classes', { podcast: standard('login', 'teacher') }, lazyScreen(screens, 'MyClassScreen')),
]
