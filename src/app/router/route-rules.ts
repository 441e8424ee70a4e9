// What each route declares, per variant, as typed static data. The root guard reads it.
import type { Privilege } from '#contract/privileges'
import type { Variant } from '../variant/variant'

/** standard: inside the variant's header; standalone: a page of its own; sign-in: a page of its own
 *  drawn before Chakra loads (the login dialog as the page, plain elements only), so a first visit
 *  to /login needs none of Chakra's code. */
export type Layout = 'standard' | 'standalone' | 'sign-in'

/** open: anyone; login: signed-in users; guest: signed-out visitors only (others go to `/`). */
export type AuthRule = 'open' | 'login' | 'guest'

/** The internal paths the guard may send a visitor to. */
export type GuardTarget = '/' | '/login' | '/scripts'

export interface VariantRule {
  layout: Layout
  auth: AuthRule
  privilege?: Privilege
  /** Shown in place of a refusal, instead of the variant's redirect (dashboard metrics). */
  refused?: 'login-dialog'
  /** A signed-out visitor sees the route's guest screen instead of a login redirect. */
  anonymous?: 'guest-screen'
  /** The route only forwards somewhere (main `/`). */
  forward?: { member: GuardTarget; anonymous: GuardTarget }
}

/** A variant missing here means the route does not exist there: an unknown path. */
export type RouteRules = Partial<Record<Variant, VariantRule>>

/** The layout a route has in a variant; an unknown path is a page of its own. */
export function layoutOf(rules: RouteRules | undefined, variant: Variant): Layout {
  return rules?.[variant]?.layout ?? 'standalone'
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    rules: RouteRules
  }
}
