// When the cue's last sound reaches the member, on the recorder's clock (epoch ms): from the engine's
// output timestamp where it gives one, else from its clock plus the output latency it reports.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { heardAt, reportedOutputMs } from '#app/sessions/cue/heard-at'

const epochNow = 1_700_000_000_000
const pageNow = 5_000

/** What heardAt reads of an AudioContext; `stamp` is getOutputTimestamp's answer, absent where the engine has none. */
function context(fields: {
  currentTime: number
  outputLatency?: number
  baseLatency?: number
  stamp?: AudioTimestamp
}): AudioContext {
  const { stamp, ...rest } = fields
  return { ...rest, ...(stamp && { getOutputTimestamp: () => stamp }) } as unknown as AudioContext
}

beforeEach(() => {
  vi.useFakeTimers({ now: epochNow, toFake: ['Date'] })
  vi.spyOn(performance, 'now').mockReturnValue(pageNow)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('heardAt', () => {
  it('places a sound by the output timestamp: its page time, plus how far after the stamped frame it plays', () => {
    // The stamped frame (context 10 s) left the speaker 100 ms ago; the sound plays 2.5 s after it.
    const stamped = context({
      currentTime: 10.05,
      outputLatency: 0.3,
      stamp: { contextTime: 10, performanceTime: 4_900 },
    })
    expect(heardAt(stamped, 12.5)).toBeCloseTo(epochNow - 100 + 2_500, 6)
  })

  it('without a timestamp, adds the reported output and base latencies to the context clock', () => {
    const reported = context({ currentTime: 3, outputLatency: 0.02, baseLatency: 0.005 })
    expect(heardAt(reported, 4)).toBeCloseTo(epochNow + 1_000 + 25, 6)
  })

  it('falls back to the clock while the engine’s timestamp is still zero (before output starts)', () => {
    const notYet = context({ currentTime: 3, outputLatency: 0.04, stamp: { contextTime: 0, performanceTime: 0 } })
    expect(heardAt(notYet, 3.5)).toBeCloseTo(epochNow + 500 + 40, 6)
  })
})

describe('reportedOutputMs', () => {
  it('is the output and base latencies in ms, either missing counting as none', () => {
    expect(reportedOutputMs(context({ currentTime: 0, outputLatency: 0.02, baseLatency: 0.005 }))).toBeCloseTo(25, 9)
    expect(reportedOutputMs(context({ currentTime: 0, baseLatency: 0.003 }))).toBeCloseTo(3, 9)
    expect(reportedOutputMs(context({ currentTime: 0 }))).toBe(0)
  })
})
