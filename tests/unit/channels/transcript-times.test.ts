import { describe, expect, it } from 'vitest'
import { transcriptTimes } from '#app/episodes/publish/transcript-times'
import { scheduleVoices } from '#app/sessions/playback/session-schedule'

const played = [
  { lineId: 'l1', roleName: 'Ann', text: 'Hello.' },
  { lineId: 'l3', roleName: 'Bob', text: 'Hi.' },
]

describe('the transcript’s times', () => {
  it('are the mixdown’s own cues: after the lead-in, each take in turn with the gap between', () => {
    const schedule = scheduleVoices([2.5, 1.2345678], 30)
    expect(transcriptTimes(played, schedule.cues)).toEqual([
      { lineId: 'l1', start: 1, end: 3.5 },
      { lineId: 'l3', start: 3.9, end: 5.135 },
    ])
  })

  it('leave out a line with no cue', () => {
    expect(transcriptTimes(played, [{ start: 1, duration: 1 }])).toEqual([{ lineId: 'l1', start: 1, end: 2 }])
  })
})
