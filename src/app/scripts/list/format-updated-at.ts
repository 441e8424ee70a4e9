/** "on 3 May 2026, 14:05" in the reader's locale. */
export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'earlier'
  return `on ${date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`
}
