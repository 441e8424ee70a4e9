import type { AccessTokens } from './auth/access-tokens'
import type { Database } from './db/database'

/** What feature routes need from the app: passed explicitly, so tests can swap the clock. */
export interface AppDeps {
  db: Database
  tokens: AccessTokens
  now: () => Date
  rateLimits: { failedSignInsPerMinute: number; createPerMinute: number }
}
