// The variants live on sibling hosts: `podcast.` + the main host, and `dashboard.` + it.
interface AddressLike {
  protocol: string
  host: string
}

function mainHost(host: string): string {
  return host.replace(/^dashboard\./, '').replace('podcast.', '')
}

/** A path on the main site, from any variant. */
export function mainSiteUrl(address: AddressLike, path: string): string {
  return `${address.protocol}//${mainHost(address.host)}${path}`
}

/** My Pod Page: main → the podcast host; podcast (and dashboard) → the main host. */
export function otherVariantUrl(address: AddressLike): string {
  const host = mainHost(address.host)
  return host === address.host ? `${address.protocol}//podcast.${host}/` : `${address.protocol}//${host}/`
}
