/** When something happened, in the member's own words for dates ("24 Nov 2025, 14:05"). */
export function shownTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}
