import { friendsLimits } from '#contract/friends'

/** What a search box's text searches for: trimmed, or null while it is shorter than the server's
 *  minimum (such a search would find nothing). */
export function searchTerm(input: string): string | null {
  const term = input.trim().slice(0, friendsLimits.queryMax)
  return term.length >= friendsLimits.queryMin ? term : null
}
