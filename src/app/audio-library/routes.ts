import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const audioLibraryRoutes = [
  page('/audiolibrary', mainOnly(standard('open', 'audio_library')), lazyScreen(screens, 'AudioLibraryScreen')),
  page(
    '/audiolibrary/edit/$audioId',
    mainOnly(standard('open', 'audio_library')),
    lazyScreen(screens, 'AudioEditScreen'),
  ),
  page(
    '/audiolibrary/create/$type',
    mainOnly(standard('open', 'audio_library')),
    lazyScreen(screens, 'AudioCreateScreen'),
  ),
]
