// The partner's cue heard in a take (issue 35): spoken fixtures (espeak-ng), the cue mixed 20 dB
// under the member's voice as a speaker near the microphone would leave it, and takes without it:
// the member's voice alone, with room noise, and the same synthetic voice saying another line.
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { findCueInTake } from '#app/audio/cue-in-take'
import { cueInItsSpan } from '#app/sessions/cue/cue-heard-in-take'
import { fixtureRate, spokenFixture, type SpokenFixture } from '#tests/support/speech-fixtures'
import { join, silence, withNoise } from '#tests/unit/support/audio-signals'

const folder = path.join(os.tmpdir(), 'voice-acting-speech-fixtures')
let phrases: SpokenFixture[] = []

beforeAll(async () => {
  phrases = await Promise.all([0, 1, 2, 3, 4].map((index) => spokenFixture(folder, index)))
}, 60_000)

/** `under` added to `over` from `atSeconds`, `db` lower, as through a speaker some way off. */
function mixUnder(over: Float32Array, under: Float32Array, atSeconds: number, db: number): Float32Array {
  const mixed = over.slice()
  const start = Math.round(atSeconds * fixtureRate)
  const gain = 10 ** (db / 20)
  for (let i = 0; i < under.length && start + i < mixed.length; i++) mixed[start + i]! += under[i]! * gain
  return mixed
}

/** The phrase said by another actor: played 1.18 times as fast, so higher and quicker (espeak-ng has
 *  one monotone voice, and two actors never share a pitch to the hertz). */
function anotherActor(samples: Float32Array): Float32Array {
  const rate = 1.18
  const out = new Float32Array(Math.floor(samples.length / rate))
  for (let i = 0; i < out.length; i++) {
    const at = i * rate
    const before = Math.floor(at)
    const after = Math.min(samples.length - 1, before + 1)
    out[i] = samples[before]! + (samples[after]! - samples[before]!) * (at - before)
  }
  return out
}

const report: string[] = []

describe('the cue heard in a take', () => {
  it('finds the cue 20 dB under the voice, where it is', () => {
    for (const [voiceIndex, cueIndex] of [
      [0, 1],
      [2, 3],
      [4, 0],
    ] as const) {
      const voice = join(silence(0.5, fixtureRate), phrases[voiceIndex]!.samples, silence(1.5, fixtureRate))
      const cue = anotherActor(phrases[cueIndex]!.samples)
      const take = withNoise(mixUnder(voice, cue, 0.8, -20), fixtureRate, -65)
      const found = findCueInTake(take, cue, fixtureRate)
      report.push(
        `cue ${cueIndex} under voice ${voiceIndex}: ${found.correlation.toFixed(3)} at ${found.atMs.toFixed(0)} ms`,
      )
      expect(found.found).toBe(true)
      expect(Math.abs(found.atMs - 800)).toBeLessThanOrEqual(5)
    }
  })

  it('does not find a cue that is not there: another actor’s line, the member’s own voice over room noise', () => {
    let falseFinds = 0
    for (const [voiceIndex, cueIndex] of [
      [0, 1],
      [2, 3],
      [4, 0],
      [1, 2],
    ] as const) {
      const take = withNoise(
        join(silence(0.5, fixtureRate), phrases[voiceIndex]!.samples, silence(1.5, fixtureRate)),
        fixtureRate,
        -65,
      )
      const found = findCueInTake(take, anotherActor(phrases[cueIndex]!.samples), fixtureRate)
      report.push(
        `no cue ${cueIndex} in voice ${voiceIndex}: ${found.correlation.toFixed(3)} at ${found.atMs.toFixed(0)} ms`,
      )
      falseFinds += found.found ? 1 : 0
    }
    console.log(`Cue in take, normalised correlation: ${report.join('; ')}`)
    expect(falseFinds).toBe(0)
  })

  it('finds nothing in silence, and nothing of a silent cue', () => {
    expect(findCueInTake(silence(2, fixtureRate), phrases[0]!.samples, fixtureRate).found).toBe(false)
    expect(findCueInTake(phrases[0]!.samples, silence(1, fixtureRate), fixtureRate).found).toBe(false)
  })
})

describe('the cue heard in a take recorded through it', () => {
  /** The take as recorded from 0.3 s before the cue: the cue through a speaker (or not), 60 ms off
   *  where the latency put it, then the member's line 0.2 s after the cue's end. */
  function recordedThrough(cue: Float32Array, voice: Float32Array, speaker: boolean) {
    const cueEndMs = 300 + (cue.length / fixtureRate) * 1000
    const room = join(silence(0.3 + cue.length / fixtureRate + 0.2, fixtureRate), voice, silence(0.5, fixtureRate))
    const take = withNoise(speaker ? mixUnder(room, cue, 0.36, -20) : room, fixtureRate, -65)
    return { take, cue: { sound: cue, sampleRate: fixtureRate, cueEndMs } }
  }

  it('hears the cue where it played through a speaker, and not through headphones', () => {
    for (const [voiceIndex, cueIndex] of [
      [0, 1],
      [2, 3],
      [4, 0],
    ] as const) {
      const cue = anotherActor(phrases[cueIndex]!.samples)
      const speaker = recordedThrough(cue, phrases[voiceIndex]!.samples, true)
      expect(cueInItsSpan(speaker.take, speaker.cue)).toBe(true)
      const headphones = recordedThrough(cue, phrases[voiceIndex]!.samples, false)
      expect(cueInItsSpan(headphones.take, headphones.cue)).toBe(false)
    }
  })

  it('listens only where the cue played: the same sound 2 s later is not the cue', () => {
    const cue = anotherActor(phrases[1]!.samples)
    const { take, cue: played } = recordedThrough(cue, phrases[0]!.samples, false)
    const longer = join(take, silence(3, fixtureRate))
    const late = withNoise(mixUnder(longer, cue, 0.3 + cue.length / fixtureRate + 2, -20), fixtureRate, -65)
    expect(findCueInTake(late, cue, fixtureRate).found).toBe(true)
    expect(cueInItsSpan(late, played)).toBe(false)
  })
})
