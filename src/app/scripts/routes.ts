import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone, standard } from '../router/rule-presets'

const screens = () => import('./screens')
const editor = () => import('./editor/screens')
const session = () => import('./script-session-screen')

export const scriptRoutes = [
  page('/script/$scriptId', mainOnly(standalone()), lazyScreen(session, 'ScriptSessionScreen')),
  page('/scripts', mainOnly(standard('login')), lazyScreen(screens, 'ScriptsScreen'), (context) => {
    screens()
      .then(({ prefetchScriptsScreen }) => prefetchScriptsScreen(context))
      .catch(() => undefined)
  }),
  page('/scripts/create', mainOnly(standard('login')), lazyScreen(editor, 'ScriptCreateScreen')),
  page('/scripts/edit/$scriptId', mainOnly(standard('login')), lazyScreen(editor, 'ScriptEditScreen')),
]
