// True peak as ITU-R BS.1770-4 Annex 2 estimates it: 4× oversampling through a polyphase FIR, here a 65-tap
// Kaiser-windowed sinc (16 taps a phase) rather than Annex 2's 48-tap example, whose ±0.24 dB ripple reads
// Tech 3341's case 17 0.25 dB high; this one is within ±0.04 dB to 0.4·fs, and its phase 0 is the samples.

const tapsPerPhase = 16
const kaiserBeta = 5

/** Samples of history the interpolator reads before the newest one. */
const interpolatorHistory = tapsPerPhase - 1
/** The points interpolated at x[n] lie between x[n − interpolatorLag] and the sample after it. */
export const interpolatorLag = tapsPerPhase / 2

function besselI0(x: number): number {
  let sum = 1
  let term = 1
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2
    sum += term
  }
  return sum
}

/** Phase p's taps: h[p + 4k] of the prototype centred on its tap 2·tapsPerPhase (phase 0 is then the samples). */
function phaseTaps(phase: number): Float64Array {
  const centre = 2 * tapsPerPhase
  return Float64Array.from({ length: tapsPerPhase }, (_, k) => {
    const m = phase + 4 * k - centre
    const sinc = Math.sin((Math.PI * m) / 4) / ((Math.PI * m) / 4)
    return (sinc * besselI0(kaiserBeta * Math.sqrt(1 - (m / centre) ** 2))) / besselI0(kaiserBeta)
  })
}

// Phase 3 is phase 1 reversed and phase 2 is its own reverse, so from the sums s[k] = x[n−k] + x[n−15+k]
// and differences d[k] = x[n−k] − x[n−15+k] (k < 8): y1 + y3 = Σ (c1[k] + c1[15−k])·s[k], y1 − y3 =
// Σ (c1[k] − c1[15−k])·d[k] and y2 = Σ c2[k]·s[k]. And max(|y1|, |y3|) = (|y1 + y3| + |y1 − y3|) / 2.
const half = tapsPerPhase / 2
const [phase1, phase2, phase3] = [1, 2, 3].map(phaseTaps) as [Float64Array, Float64Array, Float64Array]
const outerSum = Float64Array.from({ length: half }, (_, k) => phase1[k]! + phase1[interpolatorHistory - k]!)
const outerDifference = Float64Array.from({ length: half }, (_, k) => phase1[k]! - phase1[interpolatorHistory - k]!)
const middle = phase2.slice(0, half)

/** The largest |value| of the three points interpolated between x[n − 8] and x[n − 7] from `x[n − 15 .. n]`. */
function interpolatedPeak(x: Float64Array, n: number): number {
  let outer = 0
  let difference = 0
  let inner = 0
  for (let k = 0; k < half; k++) {
    const a = x[n - k]!
    const b = x[n - interpolatorHistory + k]!
    outer += outerSum[k]! * (a + b)
    difference += outerDifference[k]! * (a - b)
    inner += middle[k]! * (a + b)
  }
  const sides = (Math.abs(outer) + Math.abs(difference)) / 2
  const centre = Math.abs(inner)
  return sides > centre ? sides : centre
}

// Most points cannot beat the level that matters (the running peak, a limiter's level) and are not read,
// by two bounds that hold for any samples. A point is a sum of 16 samples times its phase's taps, so it is at
// most the taps' sum of |c| (2.10, +6.4 dB, at the half-sample phase) times the largest |sample| among them:
// a run of samples that far under the level is passed over whole. Inside the other runs, each point is at
// most (|c[7]| + |c[8]|)·max(|x[n−7]|, |x[n−8]|) + ‖other taps‖·‖other samples‖ (Cauchy–Schwarz). `slack`
// covers the rounding of the interpolation and of the bounds' own sums, `energySlack` (relative to the
// largest sample squared) that of a run's running sum of squares.
const slack = 1 + 1e-9
const energySlack = 1e-9
const phases = [phase1, phase2, phase3]
const pointGain = Math.max(...phases.map((taps) => taps.reduce((sum, c) => sum + Math.abs(c), 0))) * slack
/** Half of |c[7]| + |c[8]|: it multiplies a + b + |a − b|, twice the larger of a and b without a branch. */
const halfNearTaps = (Math.max(...phases.map((taps) => Math.abs(taps[half - 1]!) + Math.abs(taps[half]!))) / 2) * slack
const farTapsSquared =
  Math.max(...phases.map((taps) => taps.reduce((sum, c, k) => (k === half - 1 || k === half ? sum : sum + c * c), 0))) *
  slack
/** Points are bounded a run of this many at a time (each run reads interpolatorHistory samples before it). */
const runLength = 64

/** The largest |x[n]| for n in [from, to). */
function largest(x: Float64Array, from: number, to: number): number {
  let peak = 0
  for (let n = from; n < to; n++) {
    const magnitude = Math.abs(x[n]!)
    if (magnitude > peak) peak = magnitude
  }
  return peak
}

/**
 * The first n in [from, to) whose points may exceed `level`, or `to` when none: the Cauchy–Schwarz bound,
 * for x[from − 15, to) all within ±`reach`. Branch-free but for the answer, as the bound is read at every n.
 */
function nextOver(x: Float64Array, from: number, to: number, level: number, reach: number): number {
  const tolerance = reach * reach * energySlack
  let energy = 0 // of x[n − 15 .. n − 1]
  for (let k = from - interpolatorHistory; k < from; k++) energy += x[k]! * x[k]!
  for (let n = from; n < to; n++) {
    const newest = x[n]!
    const near = x[n - half]!
    const nearer = x[n - half + 1]!
    const a = Math.abs(near)
    const b = Math.abs(nearer)
    const margin = level - halfNearTaps * (a + b + Math.abs(a - b))
    const far = energy + newest * newest - near * near - nearer * nearer + tolerance
    if (margin * Math.abs(margin) < far * farTapsSquared) return n
    const oldest = x[n - interpolatorHistory]!
    energy += newest * newest - oldest * oldest
  }
  return to
}

/**
 * The true peak (linear) of one channel fed block after block: each block's samples are written to `block`,
 * then pushed. Points are read only where all the samples they are made of exist: a recording's abrupt
 * start or end is not read as the ringing of a cut.
 */
export class TruePeakMeter {
  /** The next block's samples go to block[0, length), at most the length the meter was made for. */
  readonly block: Float64Array
  /** window[0, interpolatorHistory) holds the latest samples pushed (zeros before the first), then the block. */
  private readonly window: Float64Array
  private samples = 0
  private peak = 0

  constructor(maxBlockLength: number) {
    this.window = new Float64Array(interpolatorHistory + maxBlockLength)
    this.block = this.window.subarray(interpolatorHistory)
  }

  /** Takes `block[0, length)`, the samples that follow the previous block's; answers their largest |sample|. */
  push(length: number): number {
    const { window } = this
    const end = interpolatorHistory + length
    const firstWhole = Math.max(interpolatorHistory, 2 * interpolatorHistory - this.samples)
    this.samples += length
    let peak = this.peak
    let blockPeak = 0
    // The largest |sample| of the interpolatorHistory samples before a run: a whole run holds them.
    let before = largest(window, 0, interpolatorHistory)
    for (let from = interpolatorHistory; from < end; from += runLength) {
      const to = Math.min(end, from + runLength)
      const run = largest(window, from, to)
      if (run > blockPeak) blockPeak = run
      if (run > peak) peak = run
      const reach = before > run ? before : run
      if (to > firstWhole && reach * pointGain > peak) {
        for (
          let n = nextOver(window, Math.max(from, firstWhole), to, peak, reach);
          n < to;
          n = nextOver(window, n + 1, to, peak, reach)
        ) {
          const between = interpolatedPeak(window, n)
          if (between > peak) peak = between
        }
      }
      before = run
    }
    this.peak = peak
    window.copyWithin(0, length, end)
    return blockPeak
  }

  truePeak(): number {
    return this.peak
  }
}

/**
 * Raises each `peaks[m]` to at least the channel's true peak over [m, m + 1), |x[m]| and the points
 * interpolated after it, as TruePeakMeter reads them, where that is over `floor`: frames at or under it may
 * be left as they are. `peaks` is as long as the channel.
 */
export function raiseToFramePeaks(channel: Float32Array, peaks: Float32Array, floor = 0): void {
  const frames = channel.length
  // Only a run whose points may exceed the floor is read as numbers, with the samples before it.
  const window = new Float64Array(interpolatorHistory + runLength)
  let before = 0
  for (let from = 0; from < frames; from += runLength) {
    const to = Math.min(frames, from + runLength)
    let run = 0
    for (let frame = from; frame < to; frame++) {
      const x = channel[frame]!
      const magnitude = x - x === 0 ? Math.abs(x) : 0
      if (magnitude > run) run = magnitude
      if (magnitude > floor && magnitude > peaks[frame]!) peaks[frame] = magnitude
    }
    const reach = before > run ? before : run
    // Points are read at frames from interpolatorHistory on, where all the samples they are made of exist.
    if (to > interpolatorHistory && reach * pointGain > floor) {
      // Window index n holds frame n + offset.
      const offset = Math.max(from, interpolatorHistory) - interpolatorHistory
      for (let frame = offset; frame < to; frame++) {
        const x = channel[frame]!
        window[frame - offset] = x - x === 0 ? x : 0
      }
      const end = to - offset
      for (
        let n = nextOver(window, interpolatorHistory, end, floor, reach);
        n < end;
        n = nextOver(window, n + 1, end, floor, reach)
      ) {
        const between = interpolatedPeak(window, n)
        const frame = n + offset - interpolatorLag
        if (between > peaks[frame]!) peaks[frame] = between
      }
    }
    before = run
  }
}
