import { describe, expect, it } from 'vitest'
import { scheduleVoices, sessionTiming } from '#app/sessions/playback/session-schedule'

const starts = (schedule: ReturnType<typeof scheduleVoices>) =>
  schedule.cues.map((cue) => Math.round(cue.start * 1e9) / 1e9)

describe('the session’s schedule with natural timing', () => {
  it('places each line after the one before by the session’s pause', () => {
    const schedule = scheduleVoices([2, 1, 3], 20, { ...sessionTiming, gap: 1.2 })
    expect(starts(schedule)).toEqual([1, 4.2, 6.4])
    expect(schedule.fadeFrom).toBeCloseTo(9.4 + sessionTiming.tail)
  })

  it('gives a line its own pause where one is set: a beat, or an overlap that cuts in', () => {
    const schedule = scheduleVoices([2, 1, 3], 20, sessionTiming, [0, 2, -0.5])
    expect(starts(schedule)).toEqual([1, 5, 5.5])
    // The last line ends last: 8.5 s.
    expect(schedule.fadeFrom).toBeCloseTo(8.5 + sessionTiming.tail)
  })

  it('never starts a line before the one it overlaps, and ends after the line that ends last', () => {
    // A 0.3 s line overlapped by 1 s: the next starts with it, not before it.
    const schedule = scheduleVoices([4, 0.3, 0.5], 20, sessionTiming, [0, -1, -1])
    expect(starts(schedule)).toEqual([1, 4, 4])
    expect(schedule.fadeFrom).toBeCloseTo(5 + sessionTiming.tail)
  })
})
