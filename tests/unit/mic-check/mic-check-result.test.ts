// The mic check's reading of a room and a voice, on generated audio of known levels: the noise
// floor as measured, and one tip, the most pressing first.
import { describe, expect, it } from 'vitest'
import { measureLoudness } from '#app/audio/loudness'
import { micCheckResult } from '#app/mic-check/mic-check-result'
import { silence, speechLike, whiteNoise, withNoise } from '#tests/unit/support/audio-signals'

const rate = 48_000
const check = (room: Float32Array, reading: Float32Array) =>
  micCheckResult(measureLoudness([room], rate), measureLoudness([reading], rate))
const scaled = (samples: Float32Array, factor: number) => samples.map((sample) => sample * factor)

describe('a mic check’s result', () => {
  it('a quiet room and a voice at performance level: ready, with the room’s floor within 1 dB', () => {
    const room = whiteNoise(4.5, rate, -66)
    const result = check(room, withNoise(speechLike(6, rate, -26), rate, -66, 2))
    expect(Math.abs(result.noiseFloorDbfs - -66)).toBeLessThanOrEqual(1)
    expect(result.speechPeakDbfs).toBeGreaterThan(-20)
    expect(result.speechLufs).toBeGreaterThan(-30)
    expect(result.clippedSamples).toBe(0)
    expect(result.tip).toBe('ready')
  })

  it('a fan at -50 dBFS: the room is what to change', () => {
    const result = check(whiteNoise(4.5, rate, -50), withNoise(speechLike(6, rate, -26), rate, -50, 2))
    expect(Math.abs(result.noiseFloorDbfs - -50)).toBeLessThanOrEqual(1)
    expect(result.tip).toBe('noisy')
  })

  it('a voice far from the microphone: move closer, before the room', () => {
    const result = check(whiteNoise(4.5, rate, -55), withNoise(speechLike(6, rate, -40), rate, -75, 2))
    expect(result.tip).toBe('quiet')
  })

  it('a voice that reaches full scale: turn the gain down, whatever else', () => {
    const loud = speechLike(6, rate, -26)
    const peak = loud.reduce((highest, sample) => Math.max(highest, Math.abs(sample)), 0)
    const result = check(whiteNoise(4.5, rate, -50), scaled(loud, 1 / peak))
    expect(result.clippedSamples).toBeGreaterThan(0)
    expect(result.tip).toBe('clipped')
    expect(check(whiteNoise(4.5, rate, -66), scaled(loud, 0.85 / peak)).tip).toBe('hot')
  })

  it('no reading, only the room: says it did not hear the member', () => {
    expect(check(whiteNoise(4.5, rate, -62), whiteNoise(6, rate, -62, 3)).tip).toBe('not-heard')
    const silent = check(silence(4.5, rate), silence(6, rate))
    expect(silent).toMatchObject({ speechPeakDbfs: null, speechLufs: null, tip: 'not-heard' })
  })
})
