// The loopback latency measurement (issue 35, point 2): clicks played through a speaker and found
// again in the recording, through a room (an echo, noise), at several latencies; and no delay at all
// where the input never heard them: silence, a voice, and a fake microphone's steady beeps.
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clickSound, loopbackClickTimesMs, loopbackDelayMs, loopbackRecordingMs } from '#app/audio/loopback-clicks'
import { fixtureRate, spokenFixture } from '#tests/support/speech-fixtures'
import { join, silence, sine, withNoise } from '#tests/unit/support/audio-signals'

const rate = 48_000
const clicksAtMs = loopbackClickTimesMs
const seconds = loopbackRecordingMs / 1000

/** What a microphone hears: the clicks `delayMs` late, quieter, with a wall's echo. */
function throughARoom(delayMs: number, noiseDbfs: number): Float32Array {
  const recording = new Float32Array(Math.round(seconds * rate))
  const click = clickSound(rate)
  const add = (atMs: number, gain: number) => {
    const start = Math.round((atMs / 1000) * rate)
    click.forEach((value, i) => (recording[start + i]! += value * gain))
  }
  for (const at of clicksAtMs) {
    add(at + delayMs, 0.08)
    add(at + delayMs + 4.5, 0.03)
  }
  return withNoise(recording, rate, noiseDbfs)
}

describe('loopback latency', () => {
  it.each([0, 23, 137, 412, 480])('finds clicks %i ms late within 1 ms, under room noise at -50 dBFS', (delayMs) => {
    const found = loopbackDelayMs(throughARoom(delayMs, -50), rate, clicksAtMs)
    expect(found).not.toBeNull()
    expect(Math.abs(found! - delayMs)).toBeLessThan(1)
  })

  it('finds no delay where the input never heard the clicks', async () => {
    expect(loopbackDelayMs(withNoise(silence(seconds, rate), rate, -60), rate, clicksAtMs)).toBeNull()
    const phrase = await spokenFixture(path.join(os.tmpdir(), 'voice-acting-speech-fixtures'), 0)
    expect(fixtureRate).toBe(rate)
    const talking = join(phrase.samples, phrase.samples, phrase.samples).subarray(0, Math.round(seconds * rate))
    expect(talking.length).toBe(Math.round(seconds * rate))
    expect(loopbackDelayMs(talking, rate, clicksAtMs)).toBeNull()
    // Chromium's fake microphone: a short beep every half second, whatever plays.
    const beepEvery500ms = join(
      ...Array.from({ length: 5 }, () =>
        join(sine({ dbfs: -12, seconds: 0.02, sampleRate: rate }), silence(0.48, rate)),
      ),
    )
    expect(loopbackDelayMs(beepEvery500ms, rate, clicksAtMs)).toBeNull()
  })
})
