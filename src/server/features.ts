// The one list of the server's features, each registered with the same signature (feature-context.ts),
// in this order. A new feature is its folder and a line here.
import { registerActivityRoutes } from './activities/routes'
import { registerAudioLibraryRoutes } from './audio-library/routes'
import { registerCertificateRoutes } from './certificates/routes'
import { registerChannelRoutes } from './channels/routes'
import { registerClassRoutes } from './classes/routes'
import { registerContactRoutes } from './contact/routes'
import { registerDraftRoutes } from './drafts/routes'
import { registerEpisodeRoutes } from './episodes/routes'
import { registerEventRoutes } from './events/routes'
import type { ServerFeature } from './feature-context'
import { registerFeedRoutes } from './feeds/routes'
import { registerFreesoundRoutes } from './freesound/routes'
import { registerFriendRoutes } from './friends/routes'
import { registerHandOffRoutes } from './hand-off/routes'
import { registerHealthRoutes } from './health/routes'
import { registerListeningRoutes } from './listening/routes'
import { registerMessageRoutes } from './messages/routes'
import { registerMetricsRoutes } from './metrics/routes'
import { registerMicrosoftSignInRoutes } from './ms-sign-in/routes'
import { registerNotificationRoutes } from './notifications/routes'
import { registerPlaylistRoutes } from './playlists/routes'
import { registerPortfolioRoutes } from './portfolio/routes'
import { registerProfileRoutes } from './profiles/routes'
import { registerScriptLibraryRoutes } from './script-library/routes'
import { registerScriptRoutes } from './scripts/routes'
import { registerSessionRoutes } from './sessions/routes'
import { registerSignInRoutes } from './sign-ins/routes'
import { registerSubscriptionRoutes } from './subscriptions/routes'
import { registerTakeRoutes } from './takes/routes'
import { registerTemplateRoutes } from './templates/routes'
import { registerPasswordResetRoutes } from './users/password-reset-routes'
import { registerUserRoutes } from './users/routes'

export const serverFeatures: readonly ServerFeature[] = [
  registerHealthRoutes,
  registerUserRoutes,
  registerSignInRoutes,
  registerHandOffRoutes,
  registerPasswordResetRoutes,
  registerContactRoutes,
  registerMicrosoftSignInRoutes,
  registerSubscriptionRoutes,
  registerDraftRoutes,
  registerScriptRoutes,
  registerTemplateRoutes,
  registerScriptLibraryRoutes,
  registerSessionRoutes,
  registerPortfolioRoutes,
  registerFriendRoutes,
  registerMessageRoutes,
  registerNotificationRoutes,
  registerClassRoutes,
  registerChannelRoutes,
  registerEpisodeRoutes,
  registerFeedRoutes,
  registerPlaylistRoutes,
  registerListeningRoutes,
  registerAudioLibraryRoutes,
  registerFreesoundRoutes,
  registerEventRoutes,
  registerCertificateRoutes,
  registerActivityRoutes,
  registerMetricsRoutes,
  registerProfileRoutes,
  registerTakeRoutes,
]
