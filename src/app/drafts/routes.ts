import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { standalone, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const draftRoutes = [
  page(
    '/write',
    { main: standard('login'), dashboard: standard('open', 'draft') },
    lazyScreen(screens, 'DraftsScreen'),
  ),
  // The dashboard's Drafts tab (privilege draft) works inside the dashboard: its drafts, a new one
  // and the archived ones open there, not on routes the dashboard does not have (issue 34).
  page(
    '/write/$documentId',
    { main: standalone(), dashboard: { ...standalone(), privilege: 'draft' } },
    lazyScreen(screens, 'DraftEditorScreen'),
  ),
  page(
    '/archive',
    { main: standard('login'), dashboard: standard('open', 'draft') },
    lazyScreen(screens, 'ArchiveScreen'),
  ),
]
