// The music's gain over a session (ducking): loud between lines, low under a voice, with short
// ramps so the change is heard as a duck and not a cut; voices closer than two ramps apart keep the
// music down between them. Returned as points to join with linear ramps (Web Audio
// linearRampToValueAtTime), so a point repeated at another time is a hold.
import type { SessionSchedule } from './session-schedule'

export const musicLevels = {
  between: 0.35,
  under: 0.12,
  ramp: 0.15,
}

export interface GainPoint {
  time: number
  value: number
}

function duckedSpans(schedule: SessionSchedule, ramp: number): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  for (const cue of schedule.cues) {
    const last = spans.at(-1)
    const end = cue.start + cue.duration
    if (last && cue.start - last[1] < 2 * ramp) last[1] = Math.max(last[1], end)
    else spans.push([cue.start, end])
  }
  return spans
}

export function duckingEnvelope(schedule: SessionSchedule, levels = musicLevels): GainPoint[] {
  const { between, under, ramp } = levels
  const points: GainPoint[] = [{ time: 0, value: between }]
  for (const [start, end] of duckedSpans(schedule, ramp)) {
    points.push(
      { time: Math.max(0, start - ramp), value: between },
      { time: start, value: under },
      { time: end, value: under },
      { time: end + ramp, value: between },
    )
  }
  points.push(
    { time: Math.max(schedule.fadeFrom, points.at(-1)?.time ?? 0), value: between },
    { time: schedule.end, value: 0 },
  )
  // A point at the same time as the one before it adds nothing (e.g. a voice right at the start).
  return points.filter(
    (point, index) =>
      index === 0 || point.time > (points[index - 1]?.time ?? 0) || point.value !== points[index - 1]?.value,
  )
}
