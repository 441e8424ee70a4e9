// The app runs as one of three variants, decided from the address (SPEC §2): by the app at start,
// and by the server where it sends a variant's own page (decision 074).
export const variants = ['main', 'podcast', 'dashboard'] as const
export type Variant = (typeof variants)[number]

interface AddressLike {
  hostname: string
  href: string
}

export function detectVariant(address: AddressLike): Variant {
  const hostname = address.hostname.toLowerCase()
  // The path segment `metrics` only: /members/metricsfan is a profile (handles cannot start so anyway).
  if (hostname.startsWith('dashboard') || /^\w+:\/\/[^/]+[^?#]*\/metrics(?:[/?#]|$)/.test(address.href))
    return 'dashboard'
  if (hostname.includes('podcast')) return 'podcast'
  return 'main'
}
