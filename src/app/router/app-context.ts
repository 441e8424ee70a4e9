import type { Auth } from '../auth/auth'
import type { Variant } from '../variant/variant'

/** The router context every route sees. */
export interface AppContext {
  variant: Variant
  auth: Auth
}
