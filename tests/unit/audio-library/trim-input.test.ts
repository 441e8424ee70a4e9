import { describe, expect, it } from 'vitest'
import { audioLibraryMessages } from '#contract/audio-library'
import { checkTrim, secondsText, trimMessages } from '#app/audio-library/trim-input'

describe('the trim fields', () => {
  it('reads seconds with up to three decimals (a comma too); empty start is 0 and empty end is the end', () => {
    expect(checkTrim('', '', 10_000)).toEqual({ ok: true, trimStartMs: 0, trimEndMs: null })
    expect(checkTrim('1.5', '9,25', 10_000)).toEqual({ ok: true, trimStartMs: 1500, trimEndMs: 9250 })
    expect(checkTrim(' 2 ', '10', 10_000)).toEqual({ ok: true, trimStartMs: 2000, trimEndMs: 10_000 })
  })

  it('names the field and says what is wrong, in the server’s words', () => {
    expect(checkTrim('abc', '', 10_000)).toEqual({ ok: false, field: 'start', message: trimMessages.notSeconds })
    expect(checkTrim('1', '-2', 10_000)).toEqual({ ok: false, field: 'end', message: trimMessages.notSeconds })
    expect(checkTrim('5', '5', 10_000)).toEqual({ ok: false, field: 'end', message: audioLibraryMessages.trimOrder })
    expect(checkTrim('1', '10.001', 10_000)).toEqual({
      ok: false,
      field: 'end',
      message: audioLibraryMessages.trimBeyondEnd,
    })
    expect(checkTrim('10', '', 10_000)).toEqual({
      ok: false,
      field: 'start',
      message: audioLibraryMessages.trimBeyondEnd,
    })
  })

  it('shows stored milliseconds as seconds', () => {
    expect([secondsText(null), secondsText(0), secondsText(1500), secondsText(61_234)]).toEqual([
      '',
      '0',
      '1.5',
      '61.234',
    ])
  })
})
