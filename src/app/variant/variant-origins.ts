import { pullAddress, siteOfHost, siteOrigin } from '#shared/site-origins'

interface AddressLike {
  protocol: string
  host: string
}

/** A path on the main site, from any variant. */
export function mainSiteUrl(address: AddressLike, path: string): string {
  return `${siteOrigin(address.protocol, address.host, 'main')}${path}`
}

/** My Pod Page: main → the podcast host; podcast (and dashboard) → the main host. */
export function otherVariantUrl(address: AddressLike): string {
  const other = siteOfHost(address.host) === 'main' ? 'podcast' : 'main'
  return `${siteOrigin(address.protocol, address.host, other)}/`
}

/** A signed-in member's link from the main site to a page of the podcast or dashboard site: through
 *  that site's pull, so the page opens signed in (decision 089). Other links are left as they are:
 *  the main site already holds every sign-in made on the others. */
export function carryingSignIn(address: AddressLike, href: string): string {
  const target = new URL(href)
  if (siteOfHost(address.host) !== 'main' || siteOfHost(target.host) === 'main') return href
  return pullAddress(target.origin, 'main', href)
}
