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
