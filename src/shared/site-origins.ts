// The three sites live on sibling hosts: the main host, `podcast.` + it and `dashboard.` + it
// (app.example.org, podcast.app.example.org, …; localhost, podcast.localhost, …). The app builds its
// cross-site links from them, and the server the addresses a sign-in is handed to (decision 089).
import { variants, type Variant } from './variant'

/** The main site's host (with its port) of any of the three sites' hosts. */
const mainHostOf = (host: string): string => host.replace(/^(?:dashboard|podcast)\./i, '')

/** `protocol` as `location.protocol` has it ("https:"). */
export function siteOrigin(protocol: string, host: string, site: Variant): string {
  const main = mainHostOf(host)
  return `${protocol}//${site === 'main' ? main : `${site}.${main}`}`
}

/** The origin `origin` names among the three sites of `host`, or null when it is none of them. */
export function siblingSite(protocol: string, host: string, origin: string): Variant | null {
  return variants.find((site) => siteOrigin(protocol, host, site) === origin.toLowerCase()) ?? null
}

/** Which of the three sites `host` is. */
export const siteOfHost = (host: string): Variant =>
  /^dashboard\./i.test(host) ? 'dashboard' : /^podcast\./i.test(host) ? 'podcast' : 'main'

/** A sign-in's hand-off between the sites (contract/hand-off.ts): full navigations. */
export const handOffPages = {
  pull: '/api/users/hand-off/pull',
  give: '/api/users/hand-off/give',
  accept: '/api/users/hand-off/accept',
} as const

/** The address that opens `back` (a page of the site at `toOrigin`) with the sign-in `from` holds. */
export function pullAddress(toOrigin: string, from: Variant, back: string): string {
  return `${toOrigin}${handOffPages.pull}?${new URLSearchParams({ from, back })}`
}

/** Set by a pull on the site that pulled, for the browser session: the time, in seconds. The app
 *  reads it, so it is not httpOnly (it holds no secret). */
export const sitesCheckedCookie = 'sites_checked'
