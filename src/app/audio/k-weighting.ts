// ITU-R BS.1770-4 K-weighting: a high-shelf "pre-filter" then the RLB high-pass, two biquads.
// BS.1770 tabulates them for 48 kHz only; like libebur128, they are derived here for any rate from
// the analog prototypes through the bilinear transform (at 48 kHz that reproduces the table).

/** Normalised biquad coefficients (a0 = 1): y = b0·x + b1·x₋₁ + b2·x₋₂ − a1·y₋₁ − a2·y₋₂. */
export interface Biquad {
  b0: number
  b1: number
  b2: number
  a1: number
  a2: number
}

const shelf = { f0: 1681.974450955533, gainDb: 3.999843853973347, q: 0.7071752369554196 }
const highPass = { f0: 38.13547087602444, q: 0.5003270373238773 }

/** The two K-weighting stages at `sampleRate`: the shelf, then the high-pass. */
export function kWeightingStages(sampleRate: number): readonly [Biquad, Biquad] {
  let k = Math.tan((Math.PI * shelf.f0) / sampleRate)
  const vh = 10 ** (shelf.gainDb / 20)
  const vb = vh ** 0.4996667741545416
  let a0 = 1 + k / shelf.q + k * k
  const pre: Biquad = {
    b0: (vh + (vb * k) / shelf.q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / shelf.q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / shelf.q + k * k) / a0,
  }
  k = Math.tan((Math.PI * highPass.f0) / sampleRate)
  a0 = 1 + k / highPass.q + k * k
  // The numerator stays (1, −2, 1), unnormalised, as in BS.1770's table and libebur128: the loudness
  // formula's -0.691 dB is calibrated with it.
  const rlb: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / highPass.q + k * k) / a0 }
  return [pre, rlb]
}

/** K-weights a channel block after block, keeping both filters' state from one block to the next. */
export class KWeightingFilter {
  private readonly pre: Biquad
  private readonly rlb: Biquad
  // Transposed direct form II state of each stage.
  private s1 = 0
  private s2 = 0
  private t1 = 0
  private t2 = 0

  constructor(sampleRate: number) {
    const [pre, rlb] = kWeightingStages(sampleRate)
    this.pre = pre
    this.rlb = rlb
  }

  /**
   * K-weights `source[start, start + length)`, a sample that is not a number read as 0, and answers the sum
   * of the squares of the K-weighted samples. The samples as read go to `copy[0, length)` for the other
   * measures: in the same pass, as the filter's chain of products leaves the processor time for them.
   */
  sumOfSquares(source: Float32Array, start: number, length: number, copy: Float64Array): number {
    const { b0, b1, b2, a1, a2 } = this.pre
    const { b0: c0, b1: c1, b2: c2, a1: d1, a2: d2 } = this.rlb
    let { s1, s2, t1, t2 } = this
    let sum = 0
    for (let i = 0; i < length; i++) {
      const sample = source[start + i]!
      const x = sample - sample === 0 ? sample : 0
      copy[i] = x
      const y = b0 * x + s1
      s1 = b1 * x - a1 * y + s2
      s2 = b2 * x - a2 * y
      const z = c0 * y + t1
      t1 = c1 * y - d1 * z + t2
      t2 = c2 * y - d2 * z
      sum += z * z
    }
    this.s1 = s1
    this.s2 = s2
    this.t1 = t1
    this.t2 = t2
    return sum
  }
}
