// A look-ahead true-peak limiter over a whole recording (offline, so the look-ahead costs no delay).
// The gain each frame needs comes from the 4× oversampled peak; it is held over the look-ahead and the
// interpolator's span, released exponentially, then averaged over the look-ahead: a ramp, never a step.
import { interpolatorLag, raiseToFramePeaks } from './true-peak'

export interface LimiterOptions {
  ceilingDbtp: number
  lookaheadMs?: number
  releaseMs?: number
  /** Gain applied before limiting (a normaliser's make-up gain); 0 by default. */
  gainDb?: number
}

/** The limiter aims this far under the ceiling, for the interpolation of a gain that changes. */
const marginDb = 0.1

/**
 * Limits linked across channels and answers new arrays (the input is left as it is), as long as the
 * shortest channel. Afterwards every sample, and the true peak as measureLoudness reads it, is at or
 * under the ceiling. Nothing is clipped: the only change is a smooth gain. Non-finite samples become 0.
 * `into`, one array a channel of at least that length and none of them an input, is written and answered
 * (cut to that length) instead of new arrays: a caller limiting the same audio again reuses its memory.
 * Throws a RangeError for options that are not finite, or an `into` that does not fit.
 */
export function limitTruePeak(
  channels: readonly Float32Array[],
  sampleRate: number,
  { ceilingDbtp, lookaheadMs = 5, releaseMs = 100, gainDb = 0 }: LimiterOptions,
  into?: readonly Float32Array[],
): Float32Array[] {
  if (![ceilingDbtp, lookaheadMs, releaseMs, gainDb].every(Number.isFinite) || lookaheadMs < 0 || releaseMs < 0) {
    throw new RangeError('The limiter takes finite options, and a look-ahead and release of 0 or more.')
  }
  const frames = channels.length === 0 ? 0 : Math.min(...channels.map((channel) => channel.length))
  if (into && (into.length !== channels.length || into.some((channel) => channel.length < frames))) {
    throw new RangeError('The limiter writes into one array a channel, each as long as the audio.')
  }
  const limited = into ? into.map((channel) => channel.subarray(0, frames)) : channels.map(() => new Float32Array(frames))
  const [gains] = limited
  if (!gains) return []
  const inputGain = 10 ** (gainDb / 20)
  // The level the input may reach before the gain: peaks under it leave the gain at 1.
  const level = 10 ** ((ceilingDbtp - marginDb) / 20) / inputGain
  // The first output holds each frame's peak, then its gain, and is written over last.
  if (into) gains.fill(0)
  for (const channel of channels) raiseToFramePeaks(channel.subarray(0, frames), gains, level)
  smoothGains(gains, level, Math.max(1, Math.round((lookaheadMs * sampleRate) / 1000)), (releaseMs * sampleRate) / 1000)
  for (let index = channels.length - 1; index >= 0; index--) {
    const channel = channels[index]!
    const output = limited[index]!
    for (let frame = 0; frame < frames; frame++) {
      const x = channel[frame]!
      output[frame] = x - x === 0 ? x * inputGain * gains[frame]! : 0
    }
  }
  return limited
}

/**
 * Turns each frame's peak into the gain it gets, in place. A frame needs level / peak where its peak is
 * over `level`. The held gain is the least needed from interpolatorLag frames before to lookahead − 1 +
 * interpolatorLag after, so once averaged over `lookahead` frames it is still at most what every frame
 * needs, across the whole span of the points interpolated around it.
 */
function smoothGains(peaks: Float32Array, level: number, lookahead: number, releaseFrames: number): void {
  const frames = peaks.length
  const lag = interpolatorLag
  const minimum = new SlidingMinimum(lookahead + 2 * lag + 1)
  const release = releaseFrames > 0 ? 1 - Math.exp(-1 / releaseFrames) : 1
  const recent = new Float64Array(lookahead)
  let oldest = 0
  let pushed = 0
  let envelope = 1
  let sum = 0
  for (let frame = 0; frame < frames; frame++) {
    const last = Math.min(frames - 1, frame + lookahead - 1 + lag)
    for (; pushed <= last; pushed++) {
      // A frame that needs no cut is not pushed: the least of the rest, or 1 when none, is the same.
      const peak = peaks[pushed]!
      if (peak > level) minimum.push(pushed, Math.fround(level / peak))
    }
    minimum.dropBefore(frame - lag)
    const held = minimum.value()
    envelope = frame === 0 || held <= envelope ? held : envelope + release * (held - envelope)
    // Before the first frame the average reads the first envelope: there is nothing to fade in from.
    if (frame === 0) {
      recent.fill(envelope)
      sum = envelope * lookahead
    }
    sum += envelope - recent[oldest]!
    recent[oldest] = envelope
    oldest = oldest + 1 === lookahead ? 0 : oldest + 1
    peaks[frame] = Math.min(1, sum / lookahead)
  }
}

/** The least of the values pushed since an index (1 when none), a monotonic queue in a ring. */
class SlidingMinimum {
  private readonly indices: Int32Array
  private readonly values: Float64Array
  /** One less than the ring's length, a power of two. */
  private readonly mask: number
  private head = 0
  private size = 0

  /** Holds up to `capacity` values. */
  constructor(capacity: number) {
    const length = 2 ** Math.ceil(Math.log2(capacity))
    this.indices = new Int32Array(length)
    this.values = new Float64Array(length)
    this.mask = length - 1
  }

  push(index: number, value: number): void {
    while (this.size > 0 && this.values[(this.head + this.size - 1) & this.mask]! >= value) this.size--
    const slot = (this.head + this.size) & this.mask
    this.indices[slot] = index
    this.values[slot] = value
    this.size++
  }

  dropBefore(index: number): void {
    while (this.size > 0 && this.indices[this.head]! < index) {
      this.head = (this.head + 1) & this.mask
      this.size--
    }
  }

  value(): number {
    return this.size > 0 ? this.values[this.head]! : 1
  }
}
