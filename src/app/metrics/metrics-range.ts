// The ranges staff choose from, as the viewer's own days.
export const rangeChoices = [
  { value: 'today', label: 'Today', days: 1 },
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '12m', label: 'Last 12 months', days: 365 },
] as const
export type RangeChoice = (typeof rangeChoices)[number]['value']

/** A day as the API writes it, in the viewer's time zone. */
function localDay(time: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`
}

/** The first and last day of `choice`, ending today. */
export function daysOf(choice: RangeChoice, today: Date = new Date()): { from: string; to: string } {
  const { days } = rangeChoices.find((range) => range.value === choice) ?? rangeChoices[2]
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1))
  return { from: localDay(first), to: localDay(today) }
}

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** "+12%", "−5%", "no change"; "new" when the period before had none. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new'
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0) return 'no change'
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`
}
