import { handlePattern, isReservedHandle, profileLimits } from '#contract/profiles'

/** A handle made from a name: "Zoë van Dijk" → "zoe.vandijk"; empty when too little is left. */
export function proposedHandle(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9_-]/g, ''))
    .filter(Boolean)
  const [first, ...rest] = words
  const handle = [first, rest.join('')].filter(Boolean).join('.').slice(0, profileLimits.handleMax)
  return handlePattern.test(handle) && !isReservedHandle(handle) ? handle : ''
}
