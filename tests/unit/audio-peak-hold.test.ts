import { describe, expect, it } from 'vitest'
import { holdPeak, peakHoldMs } from '#app/audio/decibels'

describe('a meter’s held peak', () => {
  it('keeps the highest reading until the hold ends, then follows the level again', () => {
    const loud = holdPeak(null, 0.5, 0)
    expect(holdPeak(loud, 0.1, peakHoldMs)).toEqual({ level: 0.5, at: 0 })
    expect(holdPeak(loud, 0.1, peakHoldMs + 1)).toEqual({ level: 0.1, at: peakHoldMs + 1 })
  })

  it('takes a higher reading at once, and restarts the hold from it', () => {
    const quiet = holdPeak(null, 0.1, 0)
    expect(holdPeak(quiet, 0.8, 40)).toEqual({ level: 0.8, at: 40 })
  })
})
