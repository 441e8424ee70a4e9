// The player's pure rules: times as shown, where a resume starts, when a position is saved, which
// episode comes next, which transcript line is lit, and what editors read of an episode's state.
import { describe, expect, it } from 'vitest'
import { episodeStateText } from '#app/episodes/episode-state-text'
import { formatMs, formatTime } from '#app/ui/format-time'
import { clampIndex, nextIndex, previousIndex } from '#app/episodes/player/play-queue'
import { clampSeconds, resumeAt, saveDue, saveEveryMs } from '#app/episodes/player/position-clock'
import { cueLabel, currentCueIndex } from '#app/episodes/transcript/current-cue'

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [192, '3:12'],
    [600, '10:00'],
    [3727, '1:02:07'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Infinity, '0:00'],
  ])('%s s reads %s', (seconds, text) => expect(formatTime(seconds)).toBe(text))

  it('reads milliseconds too', () => expect(formatMs(192_400)).toBe('3:12'))
})

describe('resumeAt', () => {
  it('starts where the listener stopped', () =>
    expect(resumeAt({ positionMs: 42_500, finished: false }, 120_000)).toBe(42.5))
  it('starts from the beginning with nothing stored, after the end, or within 5 s of the end', () => {
    expect(resumeAt(null, 120_000)).toBe(0)
    expect(resumeAt({ positionMs: 60_000, finished: true }, 120_000)).toBe(0)
    expect(resumeAt({ positionMs: 116_000, finished: false }, 120_000)).toBe(0)
    expect(resumeAt({ positionMs: 0, finished: false }, 120_000)).toBe(0)
  })
})

describe('saveDue', () => {
  it('saves at once the first time, then every ten seconds', () => {
    expect(saveDue(null, 5)).toBe(true)
    expect(saveDue(1000, 1000 + saveEveryMs - 1)).toBe(false)
    expect(saveDue(1000, 1000 + saveEveryMs)).toBe(true)
  })
})

describe('clampSeconds', () => {
  it('keeps a seek inside the audio', () => {
    expect(clampSeconds(-10, 120)).toBe(0)
    expect(clampSeconds(150, 120)).toBe(120)
    expect(clampSeconds(30, Number.NaN)).toBe(30)
  })
})

describe('the queue', () => {
  it('moves on until its end and back until its start', () => {
    expect(nextIndex(2, 0)).toBe(1)
    expect(nextIndex(2, 1)).toBeNull()
    expect(previousIndex(1)).toBe(0)
    expect(previousIndex(0)).toBeNull()
  })
  it('starts inside the queue whatever it is asked', () => {
    expect(clampIndex(3, 7)).toBe(2)
    expect(clampIndex(3, -1)).toBe(0)
    expect(clampIndex(0, 2)).toBe(0)
  })
})

describe('the transcript', () => {
  const cues = [
    { start: 1, end: 3 },
    { start: 3.4, end: 6 },
    { start: 8, end: 9 },
  ]
  it('lights the last line started, through a gap, and none before the first', () => {
    expect(currentCueIndex(cues, 0.5)).toBe(-1)
    expect(currentCueIndex(cues, 1)).toBe(0)
    expect(currentCueIndex(cues, 3.2)).toBe(0)
    expect(currentCueIndex(cues, 3.4)).toBe(1)
    expect(currentCueIndex(cues, 7)).toBe(1)
    expect(currentCueIndex(cues, 100)).toBe(2)
    expect(currentCueIndex([], 5)).toBe(-1)
  })
  it('names the speaker when a role speaks', () => {
    expect(cueLabel({ speaker: 'ANNA', text: 'Hello.' })).toBe('ANNA: Hello.')
    expect(cueLabel({ speaker: '', text: 'Rain falls.' })).toBe('Rain falls.')
  })
})

describe('episodeStateText', () => {
  it('says what editors see of an episode that is not public', () => {
    expect(episodeStateText({ state: 'published', publishedAt: '2026-01-01T10:00:00Z' })).toBeNull()
    expect(episodeStateText({ state: 'unpublished', publishedAt: null })).toBe('Not published')
    expect(episodeStateText({ state: 'waiting', publishedAt: '2026-01-01T10:00:00Z' })).toBe('Waiting for approval')
    expect(episodeStateText({ state: 'scheduled', publishedAt: '2030-03-04T10:00:00Z' }, 'en-GB')).toMatch(
      /^Scheduled for 4 Mar 2030/,
    )
  })
})
