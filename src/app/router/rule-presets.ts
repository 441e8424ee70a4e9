import type { Privilege } from '#contract/privileges'
import type { AuthRule, RouteRules, VariantRule } from './route-rules'

/** Inside the variant's header layout. */
export function standard(auth: AuthRule = 'open', privilege?: Privilege): VariantRule {
  return privilege ? { layout: 'standard', auth, privilege } : { layout: 'standard', auth }
}

/** A page of its own, without the header. */
export function standalone(auth: AuthRule = 'open'): VariantRule {
  return { layout: 'standalone', auth }
}

/** A sign-in page (/login, /register, /resetpassword): standalone, and painted without Chakra. */
export function signInPage(auth: AuthRule = 'open'): VariantRule {
  return { layout: 'sign-in', auth }
}

/** The dashboard's metrics: a visitor without `show_metrics` gets the login dialog in place. */
export const metricsInPlace: VariantRule = {
  layout: 'standard',
  auth: 'open',
  privilege: 'show_metrics',
  refused: 'login-dialog',
}

/** The same rule on the main and the podcast site. */
export function mainAndPodcast(rule: VariantRule): RouteRules {
  return { main: rule, podcast: rule }
}

/** On the main site only. */
export function mainOnly(rule: VariantRule): RouteRules {
  return { main: rule }
}
