import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const channelRoutes = [
  page('/channel/$channelId', { podcast: standard() }, lazyScreen(screens, 'ChannelScreen')),
  page('/channels/new', { podcast: standard('login') }, lazyScreen(screens, 'NewChannelScreen')),
  page('/channel/$channelId/edit', { podcast: standard('login') }, lazyScreen(screens, 'EditChannelScreen')),
]
