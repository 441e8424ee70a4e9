// The pause before a line (issue 35, points 2 and 5): the owner's pause for the line wins; a take
// recorded through the partner's cue keeps the member's own timing; else the session's pause.
import { describe, expect, it } from 'vitest'
import { defaultSessionTiming } from '#contract/sessions'
import { memberTimingMs, pauseBeforeMs } from '#app/sessions/playback/line-pause'

const take = (trim: { startMs: number; endMs: number } | null, cueEndMs: number | null) => ({
  id: 't',
  lineId: 'line-2',
  chosen: true,
  createdAt: '2026-12-06T10:00:00.000Z',
  trim,
  cueEndMs,
})

describe('the pause before a line', () => {
  it('is the member’s timing for a take recorded through the cue: its kept span’s start less the cue’s end', () => {
    const line = { lineId: 'line-2', take: take({ startMs: 2390, endMs: 4000 }, 2140) }
    expect(pauseBeforeMs({ pauseMs: 400, linePauses: {} }, line)).toBe(250)
    // The owner's pause for the line wins.
    expect(pauseBeforeMs({ pauseMs: 400, linePauses: { 'line-2': -300 } }, line)).toBe(-300)
  })

  it('is the session’s pause for a take recorded without a cue, or not yet trimmed', () => {
    expect(
      pauseBeforeMs(defaultSessionTiming, { lineId: 'line-2', take: take({ startMs: 300, endMs: 900 }, null) }),
    ).toBe(400)
    expect(pauseBeforeMs({ pauseMs: 1200, linePauses: {} }, { lineId: 'line-2', take: take(null, 2140) })).toBe(1200)
  })

  it('keeps the member’s timing within the pauses an owner may set: 1 s of overlap to 10 s', () => {
    expect(memberTimingMs(take({ startMs: 500, endMs: 4000 }, 2140))).toBe(-1000)
    expect(memberTimingMs(take({ startMs: 30_000, endMs: 34_000 }, 2140))).toBe(10_000)
  })
})
