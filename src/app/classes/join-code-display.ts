// How a join code is shown: in two groups of four, easier to read aloud and to copy from a board.
// The space is ignored wherever a code is typed (contract/join-code.ts).
import { mainSiteUrl } from '../variant/variant-origins'

export function groupJoinCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code
}

/** Where a pupil without an account types nothing but an e-mail and a password: registration on
 *  the main site (where sessions are recorded) with the code filled in. The dash keeps the router,
 *  which reads search values as JSON, from taking a code like 22E22222 for a number. */
export function joinLink(address: { protocol: string; host: string }, code: string): string {
  const dashed = code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code
  return mainSiteUrl(address, `/register?class=${encodeURIComponent(dashed)}`)
}
