// Where speech begins and ends in a take, so playback, the mixdown and episodes can leave out the
// silence before and after it without touching the recording (issue 35, point 3). An energy gate
// with two thresholds, as classic endpoint detection does: 10 ms frames are measured against the
// room's own noise floor; speech is found where the level stays above the upper threshold for 30 ms,
// then its edges are followed outwards while the level stays above the lower one (a soft "s" or
// "h" before a vowel, a breath-out at the end); 150 ms are kept before it and 250 ms after.

export interface SpeechSpan {
  /** Where the kept span starts and ends, in milliseconds from the take's start. */
  startMs: number
  endMs: number
  /** False when no speech was found: the span is then the whole take. */
  speech: boolean
}

export const speechSpanSettings = {
  frameMs: 10,
  /** Kept before the first and after the last frame of speech. */
  leadMs: 150,
  tailMs: 250,
  /** Above the noise floor: frames louder than this may start speech… */
  upperDb: 15,
  /** …and the edges are followed while frames stay this much above it. */
  lowerDb: 6,
  /** Speech must stay above the upper threshold this long (a click or a bump does not). */
  sustainMs: 30,
  /** Never below this, so digital silence does not make every breath speech. */
  minimumThresholdDbfs: -60,
} as const

const silentDbfs = -120

/** Each frame's RMS level in dBFS. */
function frameLevels(samples: Float32Array, frameLength: number): Float64Array {
  const count = Math.floor(samples.length / frameLength)
  const levels = new Float64Array(count)
  for (let frame = 0; frame < count; frame++) {
    let sum = 0
    const start = frame * frameLength
    for (let i = start; i < start + frameLength; i++) sum += samples[i]! * samples[i]!
    const rms = Math.sqrt(sum / frameLength)
    levels[frame] = rms > 0 ? Math.max(silentDbfs, 20 * Math.log10(rms)) : silentDbfs
  }
  return levels
}

/** The room's level: the quietest tenth of the frames (a take is mostly speech or mostly room). */
function noiseFloor(levels: Float64Array): number {
  const sorted = Float64Array.from(levels).sort()
  return sorted[Math.floor(sorted.length / 10)] ?? silentDbfs
}

/** The first frame from which `sustain` frames in a row reach `threshold`, or -1. */
function firstSustained(levels: Float64Array, threshold: number, sustain: number): number {
  let run = 0
  for (let frame = 0; frame < levels.length; frame++) {
    run = levels[frame]! >= threshold ? run + 1 : 0
    if (run === sustain) return frame - sustain + 1
  }
  return -1
}

function lastSustained(levels: Float64Array, threshold: number, sustain: number): number {
  let run = 0
  for (let frame = levels.length - 1; frame >= 0; frame--) {
    run = levels[frame]! >= threshold ? run + 1 : 0
    if (run === sustain) return frame + sustain - 1
  }
  return -1
}

/** The span of speech in mono `samples`, with its lead-in and tail, clamped to the take. */
export function findSpeechSpan(samples: Float32Array, sampleRate: number): SpeechSpan {
  const settings = speechSpanSettings
  const durationMs = Math.round((samples.length / sampleRate) * 1000)
  const whole: SpeechSpan = { startMs: 0, endMs: durationMs, speech: false }
  const frameLength = Math.round((sampleRate * settings.frameMs) / 1000)
  if (frameLength === 0) return whole
  const levels = frameLevels(samples, frameLength)
  const floor = noiseFloor(levels)
  const upper = Math.max(floor + settings.upperDb, settings.minimumThresholdDbfs)
  const lower = Math.max(
    floor + settings.lowerDb,
    settings.minimumThresholdDbfs - (settings.upperDb - settings.lowerDb),
  )
  const sustain = Math.ceil(settings.sustainMs / settings.frameMs)

  let first = firstSustained(levels, upper, sustain)
  let last = lastSustained(levels, upper, sustain)
  if (first < 0 || last < first) return whole
  while (first > 0 && levels[first - 1]! >= lower) first--
  while (last < levels.length - 1 && levels[last + 1]! >= lower) last++

  const speechStartMs = first * settings.frameMs
  const speechEndMs = (last + 1) * settings.frameMs
  return {
    startMs: Math.max(0, speechStartMs - settings.leadMs),
    endMs: Math.min(durationMs, speechEndMs + settings.tailMs),
    speech: true,
  }
}
