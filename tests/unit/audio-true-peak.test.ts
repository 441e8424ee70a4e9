// The true peak that measureLoudness and the limiter read, against the interpolator computed point by
// point, every point and phase: skipping the points that cannot matter (true-peak.ts) must not change it,
// even where a point stands the whole +6.4 dB its taps allow above the samples it is made of.
import { describe, expect, it } from 'vitest'
import { measureLoudness } from '#app/audio/loudness'
import { normaliseToTarget } from '#app/audio/normalise'
import { limitTruePeak } from '#app/audio/true-peak-limiter'
import { amplitudeOf, sine, speechLike, whiteNoise } from './support/audio-signals'

const sampleRate = 48_000

/** The interpolator's phases 1 to 3: a 65-tap Kaiser-windowed (β 5) sinc at 4×, 16 taps a phase. */
const phases = [1, 2, 3].map((phase) => {
  const besselI0 = (x: number) => {
    let [sum, term] = [1, 1]
    for (let k = 1; k < 50; k++) sum += term *= (x / (2 * k)) ** 2
    return sum
  }
  return Array.from({ length: 16 }, (_, k) => {
    const m = phase + 4 * k - 32
    const sinc = Math.sin((Math.PI * m) / 4) / ((Math.PI * m) / 4)
    return (sinc * besselI0(5 * Math.sqrt(1 - (m / 32) ** 2))) / besselI0(5)
  })
})

/** The largest |sample| and |point|, every point interpolated from 16 samples that all exist. */
function everyPoint(channel: Float32Array): number {
  const x = Array.from(channel, (sample) => (Number.isFinite(sample) ? sample : 0))
  let peak = x.reduce((largest, sample) => Math.max(largest, Math.abs(sample)), 0)
  for (let n = 15; n < x.length; n++) {
    for (const taps of phases) {
      let point = 0
      for (let k = 0; k < 16; k++) point += taps[k]! * x[n - k]!
      peak = Math.max(peak, Math.abs(point))
    }
  }
  return peak
}

const decibels = (ratio: number) => 20 * Math.log10(ratio)

/**
 * Silence with one point made on purpose: the 16 samples from `at` are `amplitude` × shape(c, k), where c is
 * the half-sample phase's tap k, and the point they make there is the loudest. With `louderFirst`, a lone
 * sample at 98 % of that point comes a second before, so only the point itself can raise the peak read.
 */
function onePoint(
  seconds: number,
  at: number,
  amplitude: number,
  shape: (c: number, k: number) => number,
  louderFirst = false,
): Float32Array {
  const samples = new Float32Array(seconds * sampleRate)
  phases[1]!.forEach((c, k) => (samples[at + 15 - k] = amplitude * shape(c, k)))
  if (louderFirst) samples[at - sampleRate] = 0.98 * everyPoint(samples)
  return samples
}

/** ±1 as the taps' signs: the point is the sum of their |c| (2.10, +6.4 dB) over its samples, the most. */
const mostOverSamples = (c: number) => Math.sign(c)
/** The two nearest samples 1, the others in proportion to their taps: the bound inside a run is then exact. */
const boundMet = (c: number, k: number) => (k === 7 || k === 8 ? 1 : 2 * c)

describe('the true peak, as read by skipping the points that cannot matter', () => {
  const limited = limitTruePeak([speechLike(10, sampleRate, -20)], sampleRate, { ceilingDbtp: -1, gainDb: 8 })[0]!
  const late = speechLike(4, sampleRate, -24)
  late.set(onePoint(1, 1_000, 0.3, mostOverSamples).subarray(0, 2_000), 3 * sampleRate)

  it.each([
    ['speech', () => speechLike(10, sampleRate, -26)],
    ['speech after the limiter, its peaks all near the ceiling', () => limited],
    ['loud noise', () => whiteNoise(3, sampleRate, -3)],
    [
      'a sine at fs/4, 45°',
      () => sine({ dbfs: -6, seconds: 1, sampleRate, frequency: sampleRate / 4, phaseDegrees: 45 }),
    ],
    ['a point +6.4 dB over its samples, alone', () => onePoint(1, 20_000, 0.4, mostOverSamples)],
    [
      'a point +6.4 dB over its samples, after a sample nearly as loud',
      () => onePoint(3, 2 * sampleRate, 0.3, mostOverSamples, true),
    ],
    ['a point +6.4 dB over its samples, late in speech louder than those', () => late],
    [
      'a point its bound meets exactly, after a sample nearly as loud',
      () => onePoint(3, 2 * sampleRate, 0.5, boundMet, true),
    ],
    // Runs of points start every 64 samples from each 100 ms step: this point is a run's first.
    ['a point whose loud samples all come before its run', () => onePoint(3, 2 * sampleRate - 15, 0.5, boundMet, true)],
  ])('is the peak of every point, on %s', (_, signal) => {
    const samples = signal()
    expect(measureLoudness([samples], sampleRate).truePeakDbtp).toBeCloseTo(decibels(everyPoint(samples)), 9)
  })

  it('reads a point +6.4 dB over the samples it is made of', () => {
    const report = measureLoudness([onePoint(1, 20_000, 0.4, mostOverSamples)], sampleRate)
    expect(report.truePeakDbtp - report.samplePeakDbfs).toBeCloseTo(
      decibels(phases[1]!.reduce((sum, c) => sum + Math.abs(c), 0)),
      9,
    )
    expect(report.truePeakDbtp - report.samplePeakDbfs).toBeGreaterThan(6.4)
  })

  it('reads blocks shorter than the interpolator, and a last block of a few samples', () => {
    // At 100 Hz a 100 ms step is 10 samples, under the interpolator's 16.
    const samples = whiteNoise(30, 100, -6)
    samples.set(onePoint(1, 100, 0.5, mostOverSamples).subarray(0, 200), 1_000)
    expect(measureLoudness([samples], 100).truePeakDbtp).toBeCloseTo(decibels(everyPoint(samples)), 9)
    const uneven = speechLike(2, sampleRate, -20).subarray(0, 2 * sampleRate - 4_797)
    expect(measureLoudness([uneven], sampleRate).truePeakDbtp).toBeCloseTo(decibels(everyPoint(uneven)), 9)
  })
})

describe('the limiter, on points far over their samples', () => {
  const ceilingDbtp = -1

  it.each([
    // Each point just over the ceiling, its samples far under it.
    ['a point +6.4 dB over its samples', () => onePoint(1, 20_000, amplitudeOf(-7.35), mostOverSamples)],
    ['a point its bound meets exactly', () => onePoint(1, 20_000, amplitudeOf(-4.3), boundMet)],
    [
      'a point whose loud samples all come before its run',
      () => onePoint(2, sampleRate - 15, amplitudeOf(-4.3), boundMet),
    ],
    ['loud noise', () => whiteNoise(3, sampleRate, 0)],
    ['speech turned up 14 dB', () => speechLike(10, sampleRate, -26).map((x) => x * amplitudeOf(14))],
  ])('leaves no point past the ceiling, every point read: %s', (_, signal) => {
    const input = signal()
    expect(decibels(everyPoint(input))).toBeGreaterThan(ceilingDbtp)
    const [output] = limitTruePeak([input], sampleRate, { ceilingDbtp })
    expect(decibels(everyPoint(output!))).toBeLessThanOrEqual(ceilingDbtp)
  })

  it('writes into arrays it is given the same as into new ones', () => {
    const input = speechLike(5, sampleRate, -20)
    const options = { ceilingDbtp, gainDb: 10 }
    const fresh = limitTruePeak([input], sampleRate, options)[0]!
    const reused = [whiteNoise(6, sampleRate, 0)]
    const [written] = limitTruePeak([input], sampleRate, options, reused)
    expect(written!.buffer).toBe(reused[0]!.buffer)
    expect(written!.length).toBe(input.length)
    expect(written!.findIndex((x, i) => !Object.is(x, fresh[i]))).toBe(-1)
    expect(() => limitTruePeak([input], sampleRate, options, [new Float32Array(10)])).toThrow(RangeError)
    expect(() => limitTruePeak([input], sampleRate, options, [])).toThrow(RangeError)
  })
})

it('normalises heavy limiting over retries to what a fresh limit and measure give', () => {
  const spiky = sine({ dbfs: -30, seconds: 10, sampleRate })
  for (let i = 0; i < spiky.length; i += 4_800) spiky[i] = 1
  const result = normaliseToTarget([spiky], sampleRate)
  const [again] = limitTruePeak([spiky], sampleRate, { ceilingDbtp: -1, gainDb: result.gainDb })
  expect(result.channels[0]!.findIndex((x, i) => !Object.is(x, again![i]))).toBe(-1)
  expect(measureLoudness(result.channels, sampleRate)).toEqual(result.after)
})
