import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone } from '../router/rule-presets'

const screens = () => import('./screens')

export const templateRoutes = [
  page('/template/$templateId', mainOnly(standalone()), lazyScreen(screens, 'TemplateScreen')),
]
