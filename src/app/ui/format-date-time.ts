/** When something happened, in the member's own words for dates ("24 Nov 2025, 14:05"); '' for a
 *  date that cannot be read. */
export function shownTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** "on 3 May 2026, 14:05" in the reader's locale. */
export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'earlier'
  return `on ${date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`
}

/** The time on a 24-hour clock ("09:05", "14:02"); '' for a date that cannot be read. */
export function clockTime(date: Date): string {
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}
