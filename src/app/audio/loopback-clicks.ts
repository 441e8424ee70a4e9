// Output-to-input latency by loopback: short clicks played through the speaker at known times and
// found again in what the microphone recorded. Each click is a 4 ms tone burst at 2 kHz (a phone's
// speaker plays it, a voice has little there); it is found by matched filtering in a window after
// where it would be with no latency. The delay counts only when every click stands far above the
// window's level and all of them agree within 3 ms: speech, a beep of another rhythm or a silent
// input (headphones, a fake microphone) give no delay, and the caller falls back to what the engine
// reports.

const clickHz = 2000
const clickSeconds = 0.004
/** Where a click can be found: from a little before where it was played to this late. */
const searchBeforeMs = 20
const searchAfterMs = 500
/** When the clicks play, in ms from the recording's start: further apart than a search window, so
 *  each window holds one click, and unevenly, so no steady beep of the input lines up with all three. */
export const loopbackClickTimesMs = [300, 900, 1570] as const
/** How long the measurement records: the last click and its longest delay. */
export const loopbackRecordingMs = loopbackClickTimesMs.at(-1)! + searchAfterMs + 200
/** A click's filtered peak against the window's RMS: speech and noise stay well under it. */
const minStrength = 8
const maxSpreadMs = 3

export function clickSound(sampleRate: number): Float32Array {
  const length = Math.round(clickSeconds * sampleRate)
  const click = new Float32Array(length)
  for (let i = 0; i < length; i++) {
    const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (length - 1))
    click[i] = hann * Math.sin((2 * Math.PI * clickHz * i) / sampleRate)
  }
  return click
}

/** Where in `window` the click matches best, and how far that stands above the window's level. */
function bestMatch(window: Float32Array, click: Float32Array): { at: number; strength: number } {
  const length = window.length - click.length
  if (length <= 0) return { at: 0, strength: 0 }
  let best = 0
  let at = 0
  let sumSquares = 0
  for (let offset = 0; offset < length; offset++) {
    let sum = 0
    for (let k = 0; k < click.length; k++) sum += window[offset + k]! * click[k]!
    const value = Math.abs(sum)
    sumSquares += value * value
    if (value > best) {
      best = value
      at = offset
    }
  }
  const rms = Math.sqrt(sumSquares / length)
  return { at, strength: rms === 0 ? 0 : best / rms }
}

/**
 * The delay in ms with which the clicks show in `recording` (mono, `sampleRate`), each expected at
 * `expectedMs` with no delay; null when they cannot be told apart from the rest of the recording.
 */
export function loopbackDelayMs(
  recording: Float32Array,
  sampleRate: number,
  expectedMs: readonly number[],
): number | null {
  const click = clickSound(sampleRate)
  const toSample = (ms: number) => Math.round((ms / 1000) * sampleRate)
  const delays: number[] = []
  for (const expected of expectedMs) {
    const from = Math.max(0, toSample(expected - searchBeforeMs))
    const window = recording.subarray(from, Math.min(recording.length, toSample(expected + searchAfterMs)))
    const match = bestMatch(window, click)
    if (match.strength < minStrength) return null
    delays.push(((from + match.at) / sampleRate) * 1000 - expected)
  }
  delays.sort((a, b) => a - b)
  if (delays.length === 0 || delays.at(-1)! - delays[0]! > maxSpreadMs) return null
  return delays[Math.floor(delays.length / 2)]!
}
