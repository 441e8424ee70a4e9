// Whether the partner's cue can be heard in a take: the member played it through a speaker and the
// microphone caught it. Both are taken to 8 kHz (a speaker and a phone microphone carry little above
// 4 kHz) and pre-emphasised (a first difference, which flattens speech's spectrum so one voice does
// not correlate with another by its low frequencies alone). The whole cue's normalised
// cross-correlation, by FFT, names the likeliest offsets; each is then judged 25 ms piece by piece,
// where the cue shows between the member's words even 20 dB under them. Over spoken fixtures a cue
// 20 dB under the voice scores 0.37 to 0.49, another actor's line that is not there 0.09 to 0.16.

const analysisRate = 8000
/** A piecewise correlation above this is the cue, not chance. */
export const cueCorrelationThreshold = 0.25

/** `samples` at `analysisRate`, averaged over each step (a box filter keeps what the step would alias),
 *  and pre-emphasised. */
function prepare(samples: Float32Array, sampleRate: number): Float64Array {
  const step = Math.max(1, Math.round(sampleRate / analysisRate))
  const length = Math.floor(samples.length / step)
  const out = new Float64Array(length)
  let previous = 0
  for (let i = 0; i < length; i++) {
    let sum = 0
    for (let j = 0; j < step; j++) sum += samples[i * step + j]!
    const value = sum / step
    out[i] = value - 0.95 * previous
    previous = value
  }
  return out
}

/** In-place iterative radix-2 FFT (inverse when `inverse`); the length is a power of two. */
function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      ;[re[i], re[j]] = [re[j]!, re[i]!]
      ;[im[i], im[j]] = [im[j]!, im[i]!]
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / size
    const stepRe = Math.cos(angle)
    const stepIm = Math.sin(angle)
    for (let start = 0; start < n; start += size) {
      let wRe = 1
      let wIm = 0
      for (let k = 0; k < size / 2; k++) {
        const a = start + k
        const b = a + size / 2
        const tRe = re[b]! * wRe - im[b]! * wIm
        const tIm = re[b]! * wIm + im[b]! * wRe
        re[b] = re[a]! - tRe
        im[b] = im[a]! - tIm
        re[a] = re[a]! + tRe
        im[a] = im[a]! + tIm
        const nextRe = wRe * stepRe - wIm * stepIm
        wIm = wRe * stepIm + wIm * stepRe
        wRe = nextRe
      }
    }
  }
  if (!inverse) return
  for (let i = 0; i < n; i++) {
    re[i] = re[i]! / n
    im[i] = im[i]! / n
  }
}

export interface CueInTake {
  /** The highest piecewise correlation found, 0 to 1. */
  correlation: number
  /** Where in the take the cue matched best, in ms. */
  atMs: number
  found: boolean
}

/** Searches `take` for `cue` (both mono at `sampleRate`). A cue longer than the take is searched for by its end. */
export function findCueInTake(take: Float32Array, cue: Float32Array, sampleRate: number): CueInTake {
  const x = prepare(take, sampleRate)
  let y = prepare(cue, sampleRate)
  if (y.length > x.length) y = y.subarray(y.length - x.length)
  const none = { correlation: 0, atMs: 0, found: false }
  const cueEnergy = y.reduce((sum, value) => sum + value * value, 0)
  if (y.length === 0 || cueEnergy === 0) return none
  let size = 1
  while (size < x.length + y.length) size <<= 1
  const xRe = new Float64Array(size)
  const xIm = new Float64Array(size)
  const yRe = new Float64Array(size)
  const yIm = new Float64Array(size)
  xRe.set(x)
  yRe.set(y)
  fft(xRe, xIm, false)
  fft(yRe, yIm, false)
  // X · conj(Y): the correlation of the take with the cue at every lag.
  for (let i = 0; i < size; i++) {
    const re = xRe[i]! * yRe[i]! + xIm[i]! * yIm[i]!
    const im = xIm[i]! * yRe[i]! - xRe[i]! * yIm[i]!
    xRe[i] = re
    xIm[i] = im
  }
  fft(xRe, xIm, true)
  // The take's energy under the cue at each lag, from running sums.
  const energyBefore = new Float64Array(x.length + 1)
  for (let i = 0; i < x.length; i++) energyBefore[i + 1] = energyBefore[i]! + x[i]! * x[i]!
  const lags = x.length - y.length + 1
  const whole = new Float64Array(lags)
  for (let lag = 0; lag < lags; lag++) {
    const takeEnergy = energyBefore[lag + y.length]! - energyBefore[lag]!
    whole[lag] = takeEnergy > 0 ? Math.abs(xRe[lag]!) / Math.sqrt(takeEnergy * cueEnergy) : 0
  }
  // Peaks only: the lags beside a peak would fill the shortlist with one offset.
  const candidates: Array<{ lag: number; correlation: number }> = []
  for (let lag = 0; lag < lags; lag++) {
    const here = whole[lag]!
    if (here > 0 && here >= (whole[lag - 1] ?? 0) && here >= (whole[lag + 1] ?? 0))
      candidates.push({ lag, correlation: here })
  }
  // The whole cue's correlation finds where it may be; under a louder voice it is low everywhere,
  // so the likeliest lags are judged piece by piece: where the voice pauses, the cue stands alone.
  candidates.sort((a, b) => b.correlation - a.correlation)
  let best = none
  for (const { lag } of candidates.slice(0, candidateLags)) {
    const correlation = piecewiseCorrelation(x, y, lag)
    if (correlation > best.correlation) best = { correlation, atMs: (lag / analysisRate) * 1000, found: false }
  }
  return { ...best, found: best.correlation > cueCorrelationThreshold }
}

const candidateLags = 24
/** 25 ms: short enough to fall between words, long enough for a correlation to mean something. */
const pieceLength = analysisRate / 40

/** The mean correlation of the cue's pieces with the take's at `lag`, weighted by the cue's energy
 *  in each piece (its silences say nothing). */
function piecewiseCorrelation(take: Float64Array, cue: Float64Array, lag: number): number {
  let weighted = 0
  let weights = 0
  for (let start = 0; start + pieceLength <= cue.length; start += pieceLength) {
    let cross = 0
    let cueEnergy = 0
    let takeEnergy = 0
    for (let i = start; i < start + pieceLength; i++) {
      const c = cue[i]!
      const t = take[lag + i]!
      cross += c * t
      cueEnergy += c * c
      takeEnergy += t * t
    }
    if (cueEnergy === 0 || takeEnergy === 0) continue
    weighted += (Math.abs(cross) / Math.sqrt(cueEnergy * takeEnergy)) * cueEnergy
    weights += cueEnergy
  }
  return weights === 0 ? 0 : weighted / weights
}
