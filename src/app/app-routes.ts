// Every route of SPEC §2, for the three variants, in one tree: each feature lists its own routes
// (path, rules per variant, screen) in its `routes.ts`, and this is the one list of them. The root
// guard (router/root-route.ts) enforces the rules.
import { audioLibraryRoutes } from './audio-library/routes'
import { certificateRoutes } from './certificates/routes'
import { channelRoutes } from './channels/routes'
import { classRoutes } from './classes/routes'
import { contactRoutes } from './contact/routes'
import { draftRoutes } from './drafts/routes'
import { episodeRoutes } from './episodes/routes'
import { eventRoutes } from './events/routes'
import { freesoundRoutes } from './freesound/routes'
import { friendRoutes } from './friends/routes'
import { infoRoutes } from './info/routes'
import { listeningRoutes } from './listening/routes'
import { metricRoutes } from './metrics/routes'
import { msSignInRoutes } from './ms-sign-in/routes'
import { notificationRoutes } from './notifications/routes'
import { playlistRoutes } from './playlists/routes'
import { portfolioRoutes } from './portfolio/routes'
import { profileRoutes } from './profiles/routes'
import { rootRoute } from './router/root-route'
import { unknownRoute } from './router/unknown-route'
import { scriptLibraryRoutes } from './script-library/routes'
import { scriptRoutes } from './scripts/routes'
import { sessionRoutes } from './sessions/routes'
import { subscriptionRoutes } from './subscriptions/routes'
import { templateRoutes } from './templates/routes'
import { userRoutes } from './users/routes'
import { variantPageRoutes } from './variant-pages/routes'

export const routeTree = rootRoute.addChildren([
  ...variantPageRoutes,
  ...userRoutes,
  ...msSignInRoutes,
  ...scriptRoutes,
  ...scriptLibraryRoutes,
  ...draftRoutes,
  ...templateRoutes,
  ...sessionRoutes,
  ...audioLibraryRoutes,
  ...friendRoutes,
  ...notificationRoutes,
  ...profileRoutes,
  ...portfolioRoutes,
  ...certificateRoutes,
  ...eventRoutes,
  ...metricRoutes,
  ...infoRoutes,
  ...subscriptionRoutes,
  ...contactRoutes,
  ...freesoundRoutes,
  ...channelRoutes,
  ...episodeRoutes,
  ...playlistRoutes,
  ...classRoutes,
  ...listeningRoutes,
  unknownRoute,
])
