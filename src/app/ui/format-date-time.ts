// Intl formatters are built once: `toLocaleString` with options builds one on every call, and a
// studio of many takes re-rendered at the press of Record spent a twelfth of its time there (4× CPU).
let mediumDateTime: Intl.DateTimeFormat | undefined
let dayClock: Intl.DateTimeFormat | undefined
const mediumDateTimeFormat = () =>
  (mediumDateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }))
const clockFormat = () =>
  (dayClock ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))

/** When something happened, in the member's own words for dates ("24 Nov 2025, 14:05"); '' for a
 *  date that cannot be read. */
export function shownTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : mediumDateTimeFormat().format(date)
}

/** "on 3 May 2026, 14:05" in the reader's locale. */
export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'earlier'
  return `on ${mediumDateTimeFormat().format(date)}`
}

/** The time on a 24-hour clock ("09:05", "14:02"); '' for a date that cannot be read. */
export function clockTime(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : clockFormat().format(date)
}
