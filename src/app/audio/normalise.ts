// Normalising to a loudness target under a true-peak ceiling: measure, gain to the target, limit.
// Limiting takes a little loudness away, so up to four times more the result is measured and the
// limiter is run again on the original with more gain (never a limiter over a limited file).
import { gainToTarget } from './levelling'
import { measureLoudness, type LoudnessReport } from './loudness'
import { limitTruePeak } from './true-peak-limiter'

export interface NormaliseOptions {
  targetLufs?: number
  ceilingDbtp?: number
  /** The audio's own measurement, when the caller has it: not measured again. */
  measured?: LoudnessReport
}

export interface NormaliseResult {
  /** New arrays; the very arrays passed in when the audio could not be measured. */
  channels: Float32Array[]
  before: LoudnessReport
  after: LoudnessReport
  /** Gain applied ahead of the limiter, in dB; 0 when unmeasurable. */
  gainDb: number
  /**
   * `unmeasurable`: silence, or shorter than one 400 ms block, returned unchanged. `short-of-target`:
   * still more than 0.5 LU off after the iterations (a limiter asked for far more than it can give).
   */
  outcome: 'normalised' | 'short-of-target' | 'unmeasurable'
}

const toleranceLu = 0.5
/** The result is re-measured and re-limited when further off than this (well inside the tolerance). */
const retryAboveLu = 0.1
const maxRetries = 4
/** A step never grows the gain more than this many times the shortfall. */
const minSlope = 0.25

/**
 * Normalises to `targetLufs` (default -16) with the true peak at or under `ceilingDbtp` (default -1).
 * Throws a RangeError only for a target or ceiling that is not a finite number.
 */
export function normaliseToTarget(
  channels: readonly Float32Array[],
  sampleRate: number,
  { targetLufs = -16, ceilingDbtp = -1, measured }: NormaliseOptions = {},
): NormaliseResult {
  if (!Number.isFinite(targetLufs) || !Number.isFinite(ceilingDbtp)) {
    throw new RangeError(`Not a loudness target and ceiling: ${targetLufs} LUFS, ${ceilingDbtp} dBTP`)
  }
  const before = measured ?? measureLoudness(channels, sampleRate)
  if (!Number.isFinite(before.integratedLufs)) {
    return { channels: [...channels], before, after: before, gainDb: 0, outcome: 'unmeasurable' }
  }
  let gainDb = gainToTarget(before.integratedLufs, targetLufs)
  let limited = limitTruePeak(channels, sampleRate, { ceilingDbtp, gainDb })
  let after = measureLoudness(limited, sampleRate)
  // Under heavy limiting a dB more gain gives less than a dB more loudness: each step divides the
  // shortfall by the slope the last two tries showed (a secant step), which converges in one or two.
  let slope = 1
  let previous: { gainDb: number; lufs: number } | null = null
  for (let retry = 0; retry < maxRetries && !(Math.abs(targetLufs - after.integratedLufs) <= retryAboveLu); retry++) {
    if (previous && gainDb !== previous.gainDb)
      slope = Math.min(1, Math.max(minSlope, (after.integratedLufs - previous.lufs) / (gainDb - previous.gainDb)))
    previous = { gainDb, lufs: after.integratedLufs }
    gainDb += gainToTarget(after.integratedLufs, targetLufs) / slope
    // Into the arrays of the try before, whose result is dropped: no second copy of the recording in memory.
    limited = limitTruePeak(channels, sampleRate, { ceilingDbtp, gainDb }, limited)
    after = measureLoudness(limited, sampleRate)
  }
  const reached = Math.abs(targetLufs - after.integratedLufs) <= toleranceLu
  return { channels: limited, before, after, gainDb, outcome: reached ? 'normalised' : 'short-of-target' }
}
