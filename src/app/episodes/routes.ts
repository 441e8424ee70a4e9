import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { standalone, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const episodeRoutes = [
  page('/podcast-ep/$linkId', { podcast: standalone() }, lazyScreen(screens, 'EpisodeScreen')),
  page('/channel/$channelId/publish', { podcast: standard('login') }, lazyScreen(screens, 'PublishEpisodeScreen')),
]
