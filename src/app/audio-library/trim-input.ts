// The edit screen's trim fields in seconds ("12.5"; empty start is the beginning, empty end is the
// end), checked as the server checks them, with the contract's words.
import { audioLibraryMessages } from '#contract/audio-library'

export const trimMessages = { notSeconds: 'Please enter seconds, for example 12.5.' } as const

export type TrimCheck =
  { ok: true; trimStartMs: number; trimEndMs: number | null } | { ok: false; field: 'start' | 'end'; message: string }

const parseSeconds = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return null
  if (!/^\d+(\.\d{1,3})?$/.test(trimmed)) return undefined
  return Math.round(Number(trimmed) * 1000)
}

export const secondsText = (ms: number | null) => (ms === null ? '' : String(Number((ms / 1000).toFixed(3))))

export function checkTrim(startText: string, endText: string, durationMs: number): TrimCheck {
  const start = parseSeconds(startText)
  const end = parseSeconds(endText)
  if (start === undefined) return { ok: false, field: 'start', message: trimMessages.notSeconds }
  if (end === undefined) return { ok: false, field: 'end', message: trimMessages.notSeconds }
  const trimStartMs = start ?? 0
  if (end !== null && end <= trimStartMs) return { ok: false, field: 'end', message: audioLibraryMessages.trimOrder }
  if (end !== null && end > durationMs) return { ok: false, field: 'end', message: audioLibraryMessages.trimBeyondEnd }
  if (trimStartMs >= durationMs) return { ok: false, field: 'start', message: audioLibraryMessages.trimBeyondEnd }
  return { ok: true, trimStartMs, trimEndMs: end }
}
