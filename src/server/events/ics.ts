// One event as an iCalendar file (RFC 5545) for "Add to calendar": CRLF line ends, TEXT values
// escaped, times in UTC, and lines folded at 75 octets without splitting a UTF-8 character.
export interface IcsEvent {
  id: string
  title: string
  description: string
  startsAt: Date
  endsAt: Date
  place: string
  link: string
  /** The event's page, e.g. https://example.org/event/abc. */
  pageUrl: string
}

const utc = (time: Date) =>
  time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** Splits a content line into lines of at most 75 octets; each continuation starts with one space. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8')
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function eventIcs(event: IcsEvent, now: Date): string {
  const location = [event.place, event.link].filter(Boolean).join(' · ')
  const description = [event.description, event.link ? `Join: ${event.link}` : '', `Details: ${event.pageUrl}`]
    .filter(Boolean)
    .join('\n\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Voice Acting Studio//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@voice-acting-events`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `URL:${event.pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A file name from the title: letters and digits joined by dashes. */
export const icsFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`
