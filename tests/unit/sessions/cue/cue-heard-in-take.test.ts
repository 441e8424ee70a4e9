// Whether the partner's cue is in a take recorded through it, with signals made here: the cue is
// seeded noise (a voice's spread of frequencies), heard through a speaker 20 dB down, or not at all
// through headphones; the member answers after it. The cue is looked for only within 150 ms of where
// the latency put its end.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cueHeardInTake, cueInItsSpan } from '#app/sessions/cue/cue-heard-in-take'
import { join, silence, speechLike, whiteNoise, withNoise } from '#tests/unit/support/audio-signals'

const rate = 16_000
const cueSound = whiteNoise(0.8, rate, -20, 7)
/** Where the latency put the cue's end in the take. */
const cueEndMs = 1_300

/** A 4 s take: the cue through a speaker (ending `offMs` after where the latency put it), or none,
 *  then the member's answer from 1.5 s, over room noise. */
function take(cueOffMs: number | null): Float32Array {
  const samples = join(silence(1.5, rate), speechLike(2.5, rate, -20, 3))
  if (cueOffMs !== null) {
    const start = Math.round(((cueEndMs + cueOffMs) / 1000) * rate) - cueSound.length
    cueSound.forEach((value, i) => (samples[start + i]! += value * 0.1))
  }
  return withNoise(samples, rate, -65)
}

const played = { sound: cueSound, sampleRate: rate, cueEndMs }

afterEach(() => vi.unstubAllGlobals())

describe('cueInItsSpan', () => {
  it.each([0, -120, 120])('hears the cue through a speaker ending %i ms from where the latency put it', (offMs) => {
    expect(cueInItsSpan(take(offMs), played)).toBe(true)
  })

  it('hears nothing in a take recorded through headphones', () => {
    expect(cueInItsSpan(take(null), played)).toBe(false)
  })

  it.each([-400, 400])('does not look past the 150 ms slack: a cue ending %i ms off is not found', (offMs) => {
    expect(cueInItsSpan(take(offMs), played)).toBe(false)
  })
})

describe('cueHeardInTake', () => {
  it('decodes the take at the cue’s rate and hears the cue in its channels averaged', async () => {
    const left = take(0)
    const rates: number[] = []
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        constructor(_channels: number, _length: number, sampleRate: number) {
          rates.push(sampleRate)
        }
        async decodeAudioData() {
          return { numberOfChannels: 2, length: left.length, getChannelData: (c: number) => (c ? take(null) : left) }
        }
      },
    )
    expect(await cueHeardInTake(new Blob(['take']), played)).toBe(true)
    expect(rates).toEqual([rate])
  })
})
