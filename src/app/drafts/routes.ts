import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const draftRoutes = [
  page(
    '/write',
    { main: standard('login'), dashboard: standard('open', 'draft') },
    lazyScreen(screens, 'DraftsScreen'),
  ),
  page('/write/$documentId', mainOnly(standalone()), lazyScreen(screens, 'DraftEditorScreen')),
  page('/archive', mainOnly(standard('login')), lazyScreen(screens, 'ArchiveScreen')),
]
