// The timing panel's words and its reading of what the owner typed: seconds on screen, whole
// milliseconds to the server, the contract's limits and messages either way.
import { sessionMessages, sessionPauseLimits, type SessionTiming } from '#contract/sessions'

export const sessionTimingTexts = {
  heading: 'Timing',
  pause: 'Pause between lines (seconds)',
  pauseHint:
    'From the end of one line (its trimmed take) to the start of the next. Below 0, lines overlap, by 1 s at most. A line recorded after hearing its cue keeps the pause its actor left, unless you set one for it.',
  byLine: 'Pauses line by line',
  lineHint:
    'Empty: the pause between lines, or the actor’s own after the cue. A longer pause is a beat; below 0, the line cuts in.',
  linePause: (number: number) => `Pause before line ${number} (seconds)`,
  save: 'Save timing',
  saved: 'The timing is saved. Play session to hear it.',
  offline: 'The timing can be changed when you are online.',
  notANumber: 'Please enter a number of seconds, such as 0.4 or -0.2.',
} as const

/** Milliseconds as the field shows them: seconds, without trailing zeros. */
export const secondsText = (ms: number) => String(ms / 1000)

/** What the owner typed, in whole milliseconds, or the message saying what is wrong. */
export function readPause(text: string): { ms: number } | { error: string } {
  const seconds = Number(text.trim().replace(',', '.'))
  if (text.trim() === '' || !Number.isFinite(seconds)) return { error: sessionTimingTexts.notANumber }
  const ms = Math.round(seconds * 1000)
  if (ms > sessionPauseLimits.maxMs) return { error: sessionMessages.pauseTooLong }
  if (ms < sessionPauseLimits.minMs) return { error: sessionMessages.overlapTooLong }
  return { ms }
}

/** The fields as the form keeps them: the pause, and per line the text typed ('' for none). */
export interface TimingForm {
  pause: string
  lines: Record<string, string>
}

export const timingForm = (timing: SessionTiming): TimingForm => ({
  pause: secondsText(timing.pauseMs),
  lines: Object.fromEntries(Object.entries(timing.linePauses).map(([lineId, ms]) => [lineId, secondsText(ms)])),
})

export interface ReadTiming {
  timing: SessionTiming | null
  pauseError?: string
  lineErrors: Record<string, string>
}

/** The form as the timing to save; null with the messages while any field is wrong. */
export function readTimingForm(form: TimingForm): ReadTiming {
  const pause = readPause(form.pause)
  const linePauses: Record<string, number> = {}
  const lineErrors: Record<string, string> = {}
  for (const [lineId, text] of Object.entries(form.lines)) {
    if (text.trim() === '') continue
    const read = readPause(text)
    if ('ms' in read) linePauses[lineId] = read.ms
    else lineErrors[lineId] = read.error
  }
  const valid = 'ms' in pause && Object.keys(lineErrors).length === 0
  return {
    timing: valid ? { pauseMs: pause.ms, linePauses } : null,
    ...('error' in pause ? { pauseError: pause.error } : {}),
    lineErrors,
  }
}
