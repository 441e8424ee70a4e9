import { describe, expect, it } from 'vitest'
import { duckingEnvelope, musicLevels } from '#app/sessions/playback/ducking-envelope'
import { scheduleVoices, sessionTiming } from '#app/sessions/playback/session-schedule'

const { between, under, ramp } = musicLevels
const rounded = (points: Array<{ time: number; value: number }>) =>
  points.map(({ time, value }) => [Math.round(time * 1000) / 1000, value])

describe('session schedule', () => {
  it('starts after the lead-in, leaves a gap between takes, and ends after a tail and a fade', () => {
    const schedule = scheduleVoices([2, 3.5, 1], 24)
    expect(schedule.cues).toEqual([
      { start: 1, duration: 2 },
      { start: expect.closeTo(3.4, 9), duration: 3.5 },
      { start: expect.closeTo(7.3, 9), duration: 1 },
    ])
    expect(schedule.fadeFrom).toBeCloseTo(8.3 + sessionTiming.tail)
    expect(schedule.end).toBeCloseTo(8.3 + sessionTiming.tail + sessionTiming.fadeOut)
  })

  it('with no take, plays the music once through and fades it', () => {
    expect(scheduleVoices([], 24)).toEqual({ cues: [], end: 24, fadeFrom: 23 })
  })
})

describe('ducking envelope', () => {
  it('lowers the music under each voice with short ramps and raises it between lines', () => {
    const schedule = {
      cues: [
        { start: 1, duration: 2 },
        { start: 5, duration: 1 },
      ],
      fadeFrom: 7.5,
      end: 8.5,
    }
    expect(rounded(duckingEnvelope(schedule))).toEqual([
      [0, between],
      [1 - ramp, between],
      [1, under],
      [3, under],
      [3 + ramp, between],
      [5 - ramp, between],
      [5, under],
      [6, under],
      [6 + ramp, between],
      [7.5, between],
      [8.5, 0],
    ])
  })

  it('keeps the music down between voices closer than two ramps (the standard 400 ms gap is not)', () => {
    const close = {
      cues: [
        { start: 1, duration: 1 },
        { start: 2.2, duration: 1 },
      ],
      fadeFrom: 4.7,
      end: 5.7,
    }
    expect(rounded(duckingEnvelope(close))).toEqual([
      [0, between],
      [1 - ramp, between],
      [1, under],
      [3.2, under],
      [3.2 + ramp, between],
      [4.7, between],
      [5.7, 0],
    ])
    const standard = duckingEnvelope(scheduleVoices([1, 1], 24))
    expect(standard.filter((point) => point.value === between).length).toBeGreaterThan(3)
  })

  it('gives points in time order, starting at the music level and ending silent at the end', () => {
    const schedule = scheduleVoices([0.5, 0.1, 4, 2], 24)
    const points = duckingEnvelope(schedule)
    expect(points[0]).toEqual({ time: 0, value: between })
    expect(points.at(-1)).toEqual({ time: schedule.end, value: 0 })
    points.slice(1).forEach((point, index) => expect(point.time).toBeGreaterThanOrEqual(points[index]?.time ?? 0))
  })
})
