import { afterEach, describe, expect, it } from 'vitest'
import { newSessionId, sessionAt } from '#app/activities/activity-session'

const minute = 60_000

afterEach(() => localStorage.clear())

describe('the activity session id (SPEC §9)', () => {
  it('is 10 characters from A-Z, a-z and 0-9', () => {
    for (let i = 0; i < 200; i++) expect(newSessionId()).toMatch(/^[A-Za-z0-9]{10}$/)
  })

  it('draws a byte of 248 or more again instead of folding it onto the first eight characters', () => {
    // 248 = 4 × 62: taking such a byte modulo 62 would make A-H likelier than the rest.
    const bytes = [248, 249, 250, 251, 252, 253, 254, 255, 1, 2, 3, 4, 61, 62, 63, 123, 124, 247, 0, 9]
    expect(newSessionId((buffer) => buffer.map((_, index) => bytes[index]!))).toBe('BCDE9AB9A9')
  })

  it('looks uniform from the real random source too (chi-square over 62,000 characters)', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 6_200; i++)
      for (const character of newSessionId()) counts.set(character, (counts.get(character) ?? 0) + 1)
    const expected = 1000
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    // 61 degrees of freedom: above 100 happens by chance about once in 1,000 runs; modulo bias gives ~300.
    expect(counts.size).toBe(62)
    expect(chiSquare).toBeLessThan(100)
  })
})

describe('the activity session over time', () => {
  it('is kept across records (and tabs, through localStorage) while they come less than 30 minutes apart', () => {
    const start = Date.parse('2026-11-23T09:00:00Z')
    const first = sessionAt(localStorage, start)
    expect(sessionAt(localStorage, start + 29 * minute)).toBe(first)
    expect(sessionAt(localStorage, start + 58 * minute)).toBe(first)
  })

  it('is replaced after 30 minutes without a record', () => {
    const start = Date.parse('2026-11-23T09:00:00Z')
    const first = sessionAt(localStorage, start)
    const later = sessionAt(localStorage, start + 30 * minute)
    expect(later).not.toBe(first)
    expect(sessionAt(localStorage, start + 31 * minute)).toBe(later)
  })

  it('starts anew from damaged storage', () => {
    localStorage.setItem('voice-acting.activity-session', '{"id":"short","lastAt":"x"}')
    expect(sessionAt(localStorage, Date.now())).toMatch(/^[A-Za-z0-9]{10}$/)
  })
})
