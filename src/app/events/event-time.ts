// An event's time as the visitor reads it: in their own time zone, which is named.
export function eventTimeText(startsAt: string, endsAt: string, timeZone?: string): string {
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const options = { ...(timeZone ? { timeZone } : {}) }
  const day = new Intl.DateTimeFormat(undefined, {
    ...options,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const time = new Intl.DateTimeFormat(undefined, { ...options, hour: 'numeric', minute: '2-digit' })
  const zone =
    new Intl.DateTimeFormat(undefined, { ...options, timeZoneName: 'long' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  const sameDay = day.format(start) === day.format(end)
  const span = sameDay
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`
  return zone ? `${span} (${zone})` : span
}

export const seatsText = (seatsLeft: number) =>
  seatsLeft === 0 ? 'Full' : seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`

/** A `datetime-local` value (the visitor's wall time) as an ISO instant. */
export const localInputToIso = (value: string) => new Date(value).toISOString()
