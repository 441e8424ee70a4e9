import type { AccessTokens } from './auth/access-tokens'
import type { FailedAttemptCounters } from './auth/failed-sign-ins'
import type { RateLimits } from './config'
import type { Database } from './db/database'
import type { NotificationPollCache } from './notifications/poll-cache'
import type { ReadCache } from './read-cache/read-cache'
import type { RefreshTokens } from './sign-ins/refresh-tokens'
import type { TemplateCatalog } from './templates/catalog'

/** What feature routes need from the app: passed explicitly, so tests can swap the clock. */
export interface AppDeps {
  db: Database
  tokens: AccessTokens
  refreshTokens: RefreshTokens
  now: () => Date
  rateLimits: RateLimits
  /** Counters of failures (sign-ins, codes): in memory, or in the database where processes share it. */
  failedAttempts: FailedAttemptCounters
  /** Parsed from content/templates at start-up. */
  templates: TemplateCatalog
  /** Answers the notification poll from memory (decision 054). */
  notificationPoll: NotificationPollCache
  /** Hot reads from memory, dropped when their rows change (decision 101). */
  reads: ReadCache
}
