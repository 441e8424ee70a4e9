// The ranges staff choose from, as the viewer's own days, and the rules of a range of their own.
import { metricsLimits } from '#contract/metrics'

export const rangeChoices = [
  { value: 'today', label: 'Today', days: 1 },
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '12m', label: 'Last 12 months', days: 365 },
] as const
export type RangeChoice = (typeof rangeChoices)[number]['value']

/** First and last day of a range, both included, as the API writes days. */
export interface Days {
  from: string
  to: string
}

/** A day as the API writes it, in the viewer's time zone. */
function localDay(time: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`
}

/** The first and last day of `choice`, ending today. */
export function daysOf(choice: RangeChoice, today: Date = new Date()): Days {
  const { days } = rangeChoices.find((range) => range.value === choice) ?? rangeChoices[2]
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1))
  return { from: localDay(first), to: localDay(today) }
}

/** Days since 1970 of "2026-11-23", or null when it is no calendar day. */
function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, date)
  // Date.UTC rolls 2026-02-30 over into March: such a day does not exist.
  if (new Date(time).getUTCDate() !== date || new Date(time).getUTCMonth() !== month - 1) return null
  return time / 86_400_000
}

/** Why a range of the viewer's own days cannot be asked for; null when it can. */
export function customRangeProblem({ from, to }: Days): string | null {
  const first = dayNumber(from)
  const last = dayNumber(to)
  if (first === null || last === null) return 'Choose a From and a To date.'
  if (last < first) return 'To must be on or after From.'
  if (last - first + 1 > metricsLimits.maxDays) return `Choose at most ${metricsLimits.maxDays} days.`
  return null
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
