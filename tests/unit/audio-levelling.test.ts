// Levelling a session's lines to their median, and normalising a file to a loudness target under a
// true-peak ceiling, including the input where there is nothing to normalise.
import { describe, expect, it } from 'vitest'
import { gainToTarget, levelLines } from '#app/audio/levelling'
import { measureLoudness } from '#app/audio/loudness'
import { normaliseToTarget, type NormaliseResult } from '#app/audio/normalise'
import { sine, speechLike, stereo, whiteNoise } from './support/audio-signals'

describe('gainToTarget', () => {
  it('is the difference, and 0 where there is no loudness', () => {
    expect(gainToTarget(-23, -16)).toBe(7)
    expect(gainToTarget(-10, -16)).toBe(-6)
    expect(gainToTarget(-Infinity, -16)).toBe(0)
    expect(gainToTarget(Number.NaN, -16)).toBe(0)
  })
})

describe('levelLines', () => {
  it('brings three lines at -30, -20 and -12 LUFS to the edges of ±1.5 LU around the median', () => {
    const plan = levelLines([-30, -20, -12])
    expect(plan.medianLufs).toBe(-20)
    expect(plan.gainsDb).toEqual([8.5, 0, -6.5])
  })

  it('leaves lines inside the window alone', () => {
    expect(levelLines([-20, -18.6, -21.4, -19, -20.5]).gainsDb).toEqual([0, 0, 0, 0, 0])
  })

  it('takes the median of an even number of lines as the mean of the middle two', () => {
    const plan = levelLines([-24, -20, -18, -10])
    expect(plan.medianLufs).toBe(-19)
    expect(plan.gainsDb).toEqual([3.5, 0, 0, -7.5])
  })

  it('boosts no line by more than 12 dB, and cuts as far as needed', () => {
    expect(levelLines([-50, -20, -20, 5]).gainsDb).toEqual([12, 0, 0, -23.5])
    expect(levelLines([-50, -20, -20], { maxBoostDb: 6, windowLu: 1 }).gainsDb).toEqual([6, 0, 0])
  })

  it('gives silent lines no gain and leaves them out of the median', () => {
    const plan = levelLines([-Infinity, -30, Number.NaN, -20, -12])
    expect(plan.medianLufs).toBe(-20)
    expect(plan.gainsDb).toEqual([0, 8.5, 0, 0, -6.5])
    expect(levelLines([-Infinity, -Infinity])).toEqual({ medianLufs: -Infinity, gainsDb: [0, 0] })
    expect(levelLines([])).toEqual({ medianLufs: -Infinity, gainsDb: [] })
  })

  it('levels real measurements: each line ends within the window', () => {
    const sampleRate = 48_000
    const lines = [-38, -26, -17].map((rms, seed) => [speechLike(6, sampleRate, rms, seed + 1)])
    const before = lines.map((channels) => measureLoudness(channels, sampleRate).integratedLufs)
    const { medianLufs, gainsDb } = levelLines(before)
    lines.forEach((channels, line) => {
      const gain = 10 ** (gainsDb[line]! / 20)
      const after = measureLoudness(
        channels.map((channel) => channel.map((x) => x * gain)),
        sampleRate,
      ).integratedLufs
      expect(Math.abs(after - medianLufs)).toBeLessThanOrEqual(1.5 + 0.01)
    })
  })
})

describe('normaliseToTarget', () => {
  const sampleRate = 48_000
  const expectOnTarget = (result: NormaliseResult, targetLufs: number, ceilingDbtp: number) => {
    expect(result.outcome).toBe('normalised')
    expect(Math.abs(result.after.integratedLufs - targetLufs)).toBeLessThanOrEqual(0.5)
    expect(result.after.truePeakDbtp).toBeLessThanOrEqual(ceilingDbtp + 0.05)
    expect(result.after.samplePeakDbfs).toBeLessThanOrEqual(ceilingDbtp)
    // The report is of the channels returned.
    expect(measureLoudness(result.channels, sampleRate)).toEqual(result.after)
  }

  it('brings a quiet voice up to -16 LUFS with its peaks limited under -1 dBTP', () => {
    const voice = speechLike(20, sampleRate, -34)
    const result = normaliseToTarget([voice], sampleRate)
    expect(result.before.integratedLufs).toBeLessThan(-28)
    // At -16 LUFS its peaks would pass the ceiling: only the limiter keeps them under.
    expect(result.before.truePeakDbtp + result.gainDb).toBeGreaterThan(-1)
    expectOnTarget(result, -16, -1)
  })

  it('turns a loud stereo file down without limiting it', () => {
    const channels = stereo(sine({ dbfs: -4, seconds: 5, sampleRate }))
    const result = normaliseToTarget(channels, sampleRate, { targetLufs: -23, ceilingDbtp: -2 })
    expectOnTarget(result, -23, -2)
    expect(result.gainDb).toBeCloseTo(-19, 1)
    expect(result.channels).toHaveLength(2)
  })

  it('makes up the loudness that heavy limiting takes away', () => {
    const spiky = sine({ dbfs: -30, seconds: 10, sampleRate })
    for (let i = 0; i < spiky.length; i += 4_800) spiky[i] = 1
    const result = normaliseToTarget([spiky], sampleRate)
    expectOnTarget(result, -16, -1)
    expect(result.gainDb).toBeGreaterThan(gainToTarget(result.before.integratedLufs, -16))
  })

  it('normalises white noise, and a take clipping throughout at ±1', () => {
    expectOnTarget(normaliseToTarget([whiteNoise(5, sampleRate, -30)], sampleRate), -16, -1)
    const clipped = sine({ dbfs: 12, seconds: 5, sampleRate, frequency: 220 }).map((x) => Math.max(-1, Math.min(1, x)))
    expectOnTarget(normaliseToTarget([clipped], sampleRate), -16, -1)
  })

  it('says when the ceiling leaves the target out of reach, still under the ceiling', () => {
    const square = sine({ dbfs: 20, seconds: 5, sampleRate, frequency: 100 }).map((x) => Math.max(-1, Math.min(1, x)))
    const result = normaliseToTarget([square], sampleRate, { targetLufs: 0, ceilingDbtp: -1 })
    expect(result.outcome).toBe('short-of-target')
    expect(result.after.truePeakDbtp).toBeLessThanOrEqual(-1)
    expect(Number.isFinite(result.gainDb)).toBe(true)
  })

  it.each([
    ['silence', () => [new Float32Array(5 * sampleRate)]],
    ['a 0.3 s clip', () => [sine({ dbfs: -20, seconds: 0.3, sampleRate })]],
    ['no channels', () => []],
  ])('returns %s unchanged, as unmeasurable', (_, channels) => {
    const input = channels()
    const result = normaliseToTarget(input, sampleRate)
    expect(result.outcome).toBe('unmeasurable')
    expect(result.gainDb).toBe(0)
    expect(result.channels).toHaveLength(input.length)
    result.channels.forEach((channel, index) => expect(channel).toBe(input[index]))
    expect(result.after).toEqual(result.before)
    expect(result.before.integratedLufs).toBe(-Infinity)
  })
})
