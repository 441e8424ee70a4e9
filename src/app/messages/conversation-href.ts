// A conversation has no page of its own: the Messages tab (/notifications) opens it with `?with=`.

export const conversationHref = (userId: string) => `/notifications?with=${encodeURIComponent(userId)}`

/** The member of `?with=` in the router's reading of the address (which reads an id of digits as a number). */
export function conversationWith(search: Record<string, unknown>): string | null {
  const value = search.with
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value !== '' ? value : null
}
