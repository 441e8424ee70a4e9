import { describe, expect, it } from 'vitest'
import { sessionMessages } from '#contract/sessions'
import { readPause, readTimingForm, sessionTimingTexts, timingForm } from '#app/sessions/session-timing'

describe('the timing the owner types', () => {
  it('reads seconds as whole milliseconds, a comma as the decimal point', () => {
    expect(readPause('0.4')).toEqual({ ms: 400 })
    expect(readPause(' -0,25 ')).toEqual({ ms: -250 })
    expect(readPause('10')).toEqual({ ms: 10_000 })
    expect(readPause('-1')).toEqual({ ms: -1000 })
  })

  it('says what is wrong with a pause of 60 s, an overlap past 1 s, or no number', () => {
    expect(readPause('60')).toEqual({ error: sessionMessages.pauseTooLong })
    expect(readPause('-1.5')).toEqual({ error: sessionMessages.overlapTooLong })
    expect(readPause('')).toEqual({ error: sessionTimingTexts.notANumber })
    expect(readPause('soon')).toEqual({ error: sessionTimingTexts.notANumber })
  })

  it('keeps only the lines given a pause, and nothing to save while a field is wrong', () => {
    const form = timingForm({ pauseMs: 400, linePauses: { l3: -300 } })
    expect(form).toEqual({ pause: '0.4', lines: { l3: '-0.3' } })
    expect(readTimingForm({ pause: '1.2', lines: { l2: '', l3: '2' } })).toEqual({
      timing: { pauseMs: 1200, linePauses: { l3: 2000 } },
      lineErrors: {},
    })
    expect(readTimingForm({ pause: '1.2', lines: { l3: '45' } })).toEqual({
      timing: null,
      lineErrors: { l3: sessionMessages.pauseTooLong },
    })
    expect(readTimingForm({ pause: 'x', lines: {} })).toMatchObject({
      timing: null,
      pauseError: sessionTimingTexts.notANumber,
    })
  })
})
