// The true-peak limiter: nothing past the ceiling, by sample or as loudness.ts reads the true peak, on
// the bursts and inter-sample peaks that catch limiters out; and a gain that ramps, releases and is linked.
import { describe, expect, it } from 'vitest'
import { measureLoudness } from '#app/audio/loudness'
import { limitTruePeak } from '#app/audio/true-peak-limiter'
import { amplitudeOf, sine, sineSequence, stereo, whiteNoise } from './support/audio-signals'

const sampleRate = 48_000
const ceilingDbtp = -1
const ceiling = amplitudeOf(ceilingDbtp)

/** A second of silence with a sample at `value` every 9,000. */
const impulses = (value: number) =>
  Float32Array.from({ length: sampleRate }, (_, i) => (i % 9_000 === 4_000 ? value : 0))

/** Where two arrays first differ, -1 when they are the same (toEqual takes seconds over a million samples). */
function firstDifference(a: Float32Array, b: Float32Array): number {
  return a.length === b.length ? a.findIndex((x, i) => !Object.is(x, b[i])) : Math.min(a.length, b.length)
}

/** The gain the limiter gave each frame, where the input is loud enough to read it from. */
function gainsOf(input: Float32Array, output: Float32Array): { at: number; gain: number }[] {
  const gains: { at: number; gain: number }[] = []
  for (let i = 0; i < input.length; i++) {
    if (Math.abs(input[i]!) > 0.05) gains.push({ at: i, gain: output[i]! / input[i]! })
  }
  return gains
}

describe.each([
  [
    'a 0 dBFS burst',
    () =>
      sineSequence(sampleRate, [
        [-20, 1],
        [0, 0.5],
        [-20, 1],
      ]),
  ],
  [
    'a +6 dBFS burst',
    () =>
      sineSequence(sampleRate, [
        [-20, 1],
        [6, 0.5],
        [-20, 1],
      ]),
  ],
  [
    'a sine at fs/4, 45°, its samples at 0 dBFS (+3 dBTP)',
    () => sine({ dbfs: 3, seconds: 2, sampleRate, frequency: sampleRate / 4, phaseDegrees: 45 }),
  ],
  ['single samples at +6 dBFS', () => impulses(2)],
  ['loud noise from the first sample', () => whiteNoise(2, sampleRate, -3)],
])('on %s', (_, signal) => {
  const input = signal()
  const output = limitTruePeak([input], sampleRate, { ceilingDbtp })[0]!

  it('lets no sample past the ceiling', () => {
    expect(output.reduce((peak, x) => Math.max(peak, Math.abs(x)), 0)).toBeLessThanOrEqual(ceiling)
    expect(measureLoudness([output], sampleRate).samplePeakDbfs).toBeLessThanOrEqual(ceilingDbtp)
  })

  it('leaves no true peak past the ceiling, as the meter reads it', () => {
    const before = measureLoudness([input], sampleRate).truePeakDbtp
    const after = measureLoudness([output], sampleRate).truePeakDbtp
    expect(before).toBeGreaterThan(ceilingDbtp)
    expect(after).toBeLessThanOrEqual(ceilingDbtp + 0.05)
    // It aims 0.1 dB under, and does not take much more than that.
    expect(after).toBeGreaterThan(ceilingDbtp - 0.3)
  })

  it('only turns the gain down, so never clips', () => {
    const turnedUpOrOver = input.findIndex((x, i) => Math.abs(output[i]!) > Math.abs(x) || output[i]! * x < 0)
    expect(turnedUpOrOver).toBe(-1)
  })
})

describe('the gain', () => {
  const input = sineSequence(sampleRate, [
    [-20, 1],
    [6, 0.5],
    [-20, 1],
  ])
  const output = limitTruePeak([input], sampleRate, { ceilingDbtp, lookaheadMs: 5, releaseMs: 100 })[0]!
  const gains = gainsOf(input, output)

  it('ramps down over the look-ahead and back up, never in a step (no click)', () => {
    const lookahead = (5 / 1000) * sampleRate
    const depth = 1 - Math.min(...gains.map(({ gain }) => gain))
    let steepest = 0
    for (let i = 1; i < gains.length; i++) {
      const { at, gain } = gains[i]!
      const previous = gains[i - 1]!
      steepest = Math.max(steepest, Math.abs(gain - previous.gain) / (at - previous.at))
    }
    expect(depth).toBeGreaterThan(0.5)
    expect(steepest).toBeLessThanOrEqual((depth / lookahead) * 1.01)
  })

  it('is down before the burst starts, and released 0.5 s after it', () => {
    const burstStart = sampleRate
    const before = gains.filter(({ at }) => at >= burstStart - 5 && at < burstStart)
    expect(Math.max(...before.map(({ gain }) => gain))).toBeLessThan(0.5)
    const later = gains.filter(({ at }) => at > 2 * sampleRate)
    expect(Math.min(...later.map(({ gain }) => gain))).toBeGreaterThan(amplitudeOf(-0.05))
  })

  it('leaves audio under the ceiling exactly as it was, and the input untouched', () => {
    const quiet = sine({ dbfs: -3, seconds: 1, sampleRate })
    const kept = quiet.slice()
    expect(firstDifference(limitTruePeak([quiet], sampleRate, { ceilingDbtp })[0]!, kept)).toBe(-1)
    expect(firstDifference(quiet, kept)).toBe(-1)
    limitTruePeak([input], sampleRate, { ceilingDbtp })
    expect(
      firstDifference(
        input,
        sineSequence(sampleRate, [
          [-20, 1],
          [6, 0.5],
          [-20, 1],
        ]),
      ),
    ).toBe(-1)
  })

  it('applies a gain ahead of limiting', () => {
    const quiet = sine({ dbfs: -20, seconds: 1, sampleRate })
    const [louder] = limitTruePeak([quiet], sampleRate, { ceilingDbtp, gainDb: 10 })
    expect(measureLoudness([louder!], sampleRate).samplePeakDbfs).toBeCloseTo(-10, 3)
  })

  it('is linked across channels: a quiet channel is turned down with the loud one', () => {
    const [loud, quiet] = [input, whiteNoise(2.5, sampleRate, -10)]
    const [loudOut, quietOut] = limitTruePeak([loud, quiet!], sampleRate, { ceilingDbtp })
    for (let i = sampleRate; i < 1.5 * sampleRate; i += 997) {
      if (Math.abs(loud[i]!) > 0.05 && Math.abs(quiet![i]!) > 0.01) {
        expect(quietOut![i]! / quiet![i]!).toBeCloseTo(loudOut![i]! / loud[i]!, 5)
      }
    }
    expect(measureLoudness([loudOut!, quietOut!], sampleRate).truePeakDbtp).toBeLessThanOrEqual(ceilingDbtp)
  })
})

describe('input that is no use', () => {
  it('answers nothing for nothing', () => {
    expect(limitTruePeak([], sampleRate, { ceilingDbtp })).toEqual([])
    expect(limitTruePeak([new Float32Array(0)], sampleRate, { ceilingDbtp })).toEqual([new Float32Array(0)])
  })

  it('refuses options that are not numbers', () => {
    const channels = [sine({ dbfs: 0, seconds: 0.1, sampleRate })]
    expect(() => limitTruePeak(channels, sampleRate, { ceilingDbtp: Number.NaN })).toThrow(RangeError)
    expect(() => limitTruePeak(channels, sampleRate, { ceilingDbtp, gainDb: Infinity })).toThrow(RangeError)
    expect(() => limitTruePeak(channels, sampleRate, { ceilingDbtp, lookaheadMs: -1 })).toThrow(RangeError)
  })

  it('cuts channels to the shortest and turns samples that are not numbers into silence', () => {
    const samples = sine({ dbfs: 0, seconds: 0.3, sampleRate })
    samples[10] = Number.NaN
    samples[20] = Number.NEGATIVE_INFINITY
    const unequal = stereo(samples).map((channel, index) => channel.subarray(0, 10_000 - index))
    const output = limitTruePeak(unequal, sampleRate, { ceilingDbtp })
    expect(output.map((channel) => channel.length)).toEqual([9_999, 9_999])
    expect(output[0]![10]).toBe(0)
    expect(output[0]![20]).toBe(0)
    expect(output.flatMap((channel) => [...channel]).every(Number.isFinite)).toBe(true)
    expect(measureLoudness(output, sampleRate).truePeakDbtp).toBeLessThanOrEqual(ceilingDbtp)
  })
})
