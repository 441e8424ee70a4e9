// The trimmer (issue 35, point 3) on audio whose speech onset is known: tone bursts and spoken
// phrases (espeak-ng) after 1.2 s of silence and before 0.8 s of it, in a silent room and under
// room noise at -65 dBFS. The kept span starts 50–200 ms before the onset and no sample of speech
// falls outside it; a take with no speech keeps its whole length and says so.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findSpeechSpan } from '#app/audio/speech-span'
import { join, silence, sine, withNoise } from './support/audio-signals'
import { fixtureRate as rate, spokenFixture, spokenPhrases } from '../support/speech-fixtures'

const leadSeconds = 1.2
const tailSeconds = 0.8
const fixtures = path.join(tmpdir(), 'voice-acting-speech-fixtures')
const ms = (samples: number) => (samples / rate) * 1000
/** A 440 Hz tone at -20 dBFS RMS (its peak -17 dBFS). */
const tone = (seconds: number) => sine({ dbfs: -17, seconds, sampleRate: rate, frequency: 440 })

const rooms = [
  { room: 'a silent room', noise: (samples: Float32Array) => samples },
  { room: 'room noise at -65 dBFS', noise: (samples: Float32Array) => withNoise(samples, rate, -65) },
]

function expectKept(take: Float32Array, firstSpeechMs: number, lastSpeechMs: number) {
  const span = findSpeechSpan(take, rate)
  expect(span.speech).toBe(true)
  expect(span.startMs).toBeGreaterThanOrEqual(firstSpeechMs - 200)
  expect(span.startMs).toBeLessThanOrEqual(firstSpeechMs - 50)
  expect(span.endMs).toBeGreaterThanOrEqual(lastSpeechMs)
  expect(span.endMs).toBeLessThanOrEqual(ms(take.length))
}

describe('the speech span of a take', () => {
  for (const { room, noise } of rooms) {
    it(`a tone burst in ${room}: kept from just before it to just after it`, () => {
      const take = noise(join(silence(leadSeconds, rate), tone(1), silence(tailSeconds, rate)))
      expectKept(take, leadSeconds * 1000, (leadSeconds + 1) * 1000)
      const span = findSpeechSpan(take, rate)
      // Its tail: 250 ms after the last frame of the tone, to the frame.
      expect(span.endMs).toBeGreaterThanOrEqual((leadSeconds + 1) * 1000 + 240)
      expect(span.endMs).toBeLessThanOrEqual((leadSeconds + 1) * 1000 + 270)
    })

    it(`spoken phrases in ${room}: no syllable outside the kept span`, { timeout: 30_000 }, async () => {
      for (const [index] of spokenPhrases.entries()) {
        const spoken = await spokenFixture(fixtures, index)
        const lead = silence(leadSeconds, rate)
        const take = noise(join(lead, spoken.samples, silence(tailSeconds, rate)))
        expectKept(take, ms(lead.length + spoken.firstSpeechSample), ms(lead.length + spoken.lastSpeechSample))
      }
    })
  }

  it('a click before the line is not taken for speech', () => {
    const click = Float32Array.from({ length: rate / 200 }, () => 0.5)
    const take = join(silence(0.3, rate), click, silence(leadSeconds - 0.305, rate), tone(1), silence(0.8, rate))
    expectKept(take, leadSeconds * 1000, (leadSeconds + 1) * 1000)
  })

  it('a take with no speech keeps its whole length and says so', () => {
    for (const take of [
      silence(3, rate),
      withNoise(silence(3, rate), rate, -65),
      withNoise(silence(3, rate), rate, -40),
    ]) {
      expect(findSpeechSpan(take, rate)).toEqual({ startMs: 0, endMs: 3000, speech: false })
    }
  })

  it('a short take is kept within its length', () => {
    const span = findSpeechSpan(tone(0.2), rate)
    expect(span.startMs).toBeGreaterThanOrEqual(0)
    expect(span.endMs).toBeLessThanOrEqual(200)
    expect(findSpeechSpan(new Float32Array(10), rate)).toEqual({ startMs: 0, endMs: 0, speech: false })
  })
})
