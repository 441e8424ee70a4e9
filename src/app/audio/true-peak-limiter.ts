// A look-ahead true-peak limiter over a whole recording (offline, so the look-ahead costs no delay).
// The gain each frame needs comes from the 4× oversampled peak; it is held over the look-ahead and the
// interpolator's span, released exponentially, then averaged over the look-ahead: a ramp, never a step.
import { fromDb } from './decibels'
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
  const limited = into
    ? into.map((channel) => channel.subarray(0, frames))
    : channels.map(() => new Float32Array(frames))
  const [gains] = limited
  if (!gains) return []
  const inputGain = fromDb(gainDb)
  // The level the input may reach before the gain: peaks under it leave the gain at 1.
  const level = fromDb(ceilingDbtp - marginDb) / inputGain
  // The first output holds each frame's peak, then its gain, and is written over last. Zeroed even when new:
  // a page of a new array that is read before it is written is mapped twice, and each mapping is slow.
  gains.fill(0)
  for (const channel of channels) raiseToFramePeaks(channel.subarray(0, frames), gains, level)
  const lookahead = Math.max(1, Math.round((lookaheadMs * sampleRate) / 1000))
  const releaseFrames = (releaseMs * sampleRate) / 1000
  // One channel is written as its gains are made: a pass less over the commonest recording.
  if (channels.length === 1) {
    smoothGains(gains, level, lookahead, releaseFrames, { channel: channels[0]!, inputGain })
    return limited
  }
  smoothGains(gains, level, lookahead, releaseFrames)
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
 * Turns each frame's peak into the gain it gets, in place; given `output`, into that one channel's output
 * (its sample × inputGain × the gain, as limitTruePeak writes each channel). A frame needs level / peak where
 * its peak is over `level`. The held gain is the least needed from interpolatorLag frames before to
 * lookahead − 1 + interpolatorLag after, so once averaged over `lookahead` frames it is still at most what
 * every frame needs, across the whole span of the points interpolated around it. It changes only where a
 * frame that needs a cut comes into that span or the least one leaves it: GainRamp writes the frames between.
 */
function smoothGains(
  peaks: Float32Array,
  level: number,
  lookahead: number,
  releaseFrames: number,
  output?: { channel: Float32Array; inputGain: number },
): void {
  const frames = peaks.length
  const lag = interpolatorLag
  const ahead = lookahead - 1 + lag
  const minimum = new SlidingMinimum(lookahead + 2 * lag + 1)
  const ramp = new GainRamp(peaks, lookahead, releaseFrames, output)
  /** Frames before it are read: pushed, when they need a cut. Gains are written only well behind it. */
  let pushed = 0
  for (let frame = 0; frame < frames;) {
    for (const last = Math.min(frames - 1, frame + ahead); pushed <= last; pushed++) {
      // A frame that needs no cut is not pushed: the least of the rest, or 1 when none, is the same.
      const peak = peaks[pushed]!
      if (peak > level) minimum.push(pushed, Math.fround(level / peak))
    }
    minimum.dropBefore(frame - lag)
    while (pushed < frames && !(peaks[pushed]! > level)) pushed++
    let end = pushed < frames ? pushed - ahead : frames
    if (minimum.leastAt() >= 0) end = Math.min(end, minimum.leastAt() + lag + 1)
    ramp.write(frame, end, minimum.value())
    frame = end
  }
}

/**
 * The gains from the held gain, frame after frame: an envelope that falls to the held gain at once and
 * rises back to it exponentially, averaged over the look-ahead. A method called once for each stretch of
 * frames with the same held gain rather than a loop inside smoothGains' own (see stepsACall in loudness.ts).
 */
class GainRamp {
  private readonly channel: Float32Array | undefined
  private readonly inputGain: number
  /** Each frame of the release keeps this share of the rise still to come. */
  private readonly kept: number
  /** The last `lookahead` envelopes, a ring from `oldest`, and their sum. */
  private readonly recent: Float64Array
  private oldest = 0
  private sum = 0
  private envelope = 1

  constructor(
    private readonly gains: Float32Array,
    private readonly lookahead: number,
    releaseFrames: number,
    output?: { channel: Float32Array; inputGain: number },
  ) {
    this.channel = output?.channel
    this.inputGain = output?.inputGain ?? 1
    this.kept = releaseFrames > 0 ? Math.exp(-1 / releaseFrames) : 0
    this.recent = new Float64Array(lookahead)
  }

  /** Writes frames [from, to), whose held gain is `held`. */
  write(from: number, to: number, held: number): void {
    const { gains, channel, inputGain, kept, recent, lookahead } = this
    let { oldest, sum, envelope } = this
    // Before the first frame the average reads the first envelope: there is nothing to fade in from.
    if (from === 0) {
      envelope = held
      recent.fill(envelope)
      sum = envelope * lookahead
    }
    // What is left of the rise shrinks by one product a frame, and the envelope never passes the held gain.
    let rise = held < envelope ? 0 : held - envelope
    for (let frame = from; frame < to; frame++) {
      rise *= kept
      envelope = held - rise
      sum += envelope - recent[oldest]!
      recent[oldest] = envelope
      oldest = oldest + 1 === lookahead ? 0 : oldest + 1
      const average = sum / lookahead
      const gain = average < 1 ? average : 1
      if (channel) {
        const x = channel[frame]!
        gains[frame] = x - x === 0 ? x * inputGain * Math.fround(gain) : 0
      } else {
        gains[frame] = gain
      }
    }
    this.oldest = oldest
    this.sum = sum
    this.envelope = envelope
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

  /** The index of the least value, -1 when there is none. */
  leastAt(): number {
    return this.size > 0 ? this.indices[this.head]! : -1
  }
}
