// The `filter` parameter of Freesound's search, in its Solr syntax: `duration:[min TO max]` (`*`
// for an open end) and `license:"<name>"`, separated by a space (both must hold).
import type { FreesoundLicence } from '#contract/freesound'

export interface SearchFilter {
  minDuration?: number | undefined
  maxDuration?: number | undefined
  licence?: FreesoundLicence | undefined
}

/** Seconds to a hundredth, written as Solr reads them (never `1e-7`). */
const solrSeconds = (value: number | undefined) => (value === undefined ? '*' : String(Math.round(value * 100) / 100))

export function searchFilter({ minDuration, maxDuration, licence }: SearchFilter): string | null {
  const parts: string[] = []
  if (minDuration !== undefined || maxDuration !== undefined)
    parts.push(`duration:[${solrSeconds(minDuration)} TO ${solrSeconds(maxDuration)}]`)
  if (licence) parts.push(`license:"${licence}"`)
  return parts.length > 0 ? parts.join(' ') : null
}
