import { describe, expect, it } from 'vitest'
import { holdMs, meterWarning, readPeak, startMeter, tooLoudText, tooQuietText } from '#app/takes/input-meter'

/** Feeds the meter one peak every 50 ms from `from`, as the recorder reads it. */
function feed(peaks: number[], from = 0) {
  let state = startMeter(from)
  peaks.forEach((peak, index) => (state = readPeak(state, peak, from + (index + 1) * 50)))
  return { state, now: from + peaks.length * 50 }
}

const db = (value: number) => 10 ** (value / 20)

describe('the studio input meter', () => {
  it('reads the peak in dBFS and holds the highest for 1.5 s before following the level down', () => {
    const { state } = feed([db(-6), db(-20)])
    expect(state.peakDb).toBeCloseTo(-20, 5)
    expect(state.heldDb).toBeCloseTo(-6, 5)
    const later = readPeak(state, db(-20), 50 + holdMs + 100)
    expect(later.heldDb).toBeCloseTo(-20, 5)
  })

  it('latches the clip warning the moment one sample reaches full scale, whatever follows', () => {
    const { state, now } = feed([db(-12), 1, db(-30), db(-30)])
    expect(meterWarning(state, now)).toBe(tooLoudText)
  })

  it('hints too quiet only once a voice has stayed under -30 dBFS for 3 s; room tone alone is not a voice', () => {
    const quietVoice = Array.from({ length: 70 }, () => db(-38))
    expect(meterWarning(feed(quietVoice.slice(0, 20)).state, 1000)).toBeNull()
    const quiet = feed(quietVoice)
    expect(meterWarning(quiet.state, quiet.now)).toBe(tooQuietText)
    const roomTone = feed(Array.from({ length: 70 }, () => db(-70)))
    expect(meterWarning(roomTone.state, roomTone.now)).toBeNull()
    const goodVoice = feed(Array.from({ length: 70 }, (_, i) => db(i % 10 === 0 ? -10 : -40)))
    expect(meterWarning(goodVoice.state, goodVoice.now)).toBeNull()
  })

  it('reads silence as the floor, never -Infinity or NaN', () => {
    const { state } = feed([0, 0])
    expect(state.peakDb).toBe(-60)
    expect(Number.isFinite(state.heldDb)).toBe(true)
  })
})
