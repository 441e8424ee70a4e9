// The `filter` parameter of Freesound's search, in its Solr syntax: `duration:[min TO max]` (`*`
// for an open end) and `license:"<name>"`, separated by a space (both must hold).
import type { FreesoundLicence } from '../../contract/freesound'

export interface SearchFilter {
  minDuration?: number | undefined
  maxDuration?: number | undefined
  licence?: FreesoundLicence | undefined
}

export function searchFilter({ minDuration, maxDuration, licence }: SearchFilter): string | null {
  const parts: string[] = []
  if (minDuration !== undefined || maxDuration !== undefined) parts.push(`duration:[${minDuration ?? '*'} TO ${maxDuration ?? '*'}]`)
  if (licence) parts.push(`license:"${licence}"`)
  return parts.length > 0 ? parts.join(' ') : null
}
