import { describe, expect, it } from 'vitest'
import { takeTitle } from '#app/sessions/take-row'
import { clockTime } from '#app/ui/format-date-time'

describe("a take's title", () => {
  const createdAt = '2026-12-06T14:02:30.000Z'
  const time = clockTime(new Date(createdAt))

  it('numbers the take, gives its time and, once measured here, its loudness to the LU', () => {
    expect(takeTitle({ number: 3, createdAt, lufs: -19.4 })).toBe(`Take 3 · ${time} · -19 LUFS`)
    expect(takeTitle({ number: 1, createdAt, lufs: -23.6 })).toBe(`Take 1 · ${time} · -24 LUFS`)
  })

  it('leaves the loudness out where it was not measured (another device, or too short)', () => {
    expect(takeTitle({ number: 2, createdAt, lufs: null })).toBe(`Take 2 · ${time}`)
  })
})
