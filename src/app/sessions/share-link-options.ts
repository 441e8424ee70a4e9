import type { Session, ShareLink } from '#contract/sessions'

/** The 'Expires' choices and the hours the server is asked for (null: never). */
export const expiryOptions = [
  { label: 'In 1 day', hours: 24 },
  { label: 'In 7 days', hours: 168 },
  { label: 'In 30 days', hours: 720 },
  { label: 'Never', hours: null },
] as const

export const wholeSessionLabel = 'Whole session'

export const shareLinkUrl = (linkId: string, origin: string = location.origin) => `${origin}/s/${linkId}`

export function linkRoleName(session: Pick<Session, 'script'>, link: Pick<ShareLink, 'roleId'>): string {
  if (link.roleId === null) return wholeSessionLabel
  return session.script.roles.find((role) => role.id === link.roleId)?.name ?? 'A removed role'
}

export function linkExpiryText(link: Pick<ShareLink, 'expiresAt'>, now: number = Date.now()): string {
  if (link.expiresAt === null) return 'Never expires'
  const at = new Date(link.expiresAt)
  const when = at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return at.getTime() <= now ? `Expired ${when}` : `Expires ${when}`
}
