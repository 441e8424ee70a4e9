import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const scriptLibraryRoutes = [
  page('/scriptlibrary', mainOnly(standalone()), lazyScreen(screens, 'ScriptLibraryScreen')),
  page('/free_scripts2', mainOnly(standard('open', 'read_free_script')), lazyScreen(screens, 'FreeScriptsScreen')),
]
