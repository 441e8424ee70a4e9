import { describe, expect, it } from 'vitest'
import { changeText, daysOf } from '../../../src/app/metrics/metrics-range'

describe('the dashboard’s ranges', () => {
  it('end today and count today as a day', () => {
    const today = new Date(2026, 10, 23, 15, 30)
    expect(daysOf('today', today)).toEqual({ from: '2026-11-23', to: '2026-11-23' })
    expect(daysOf('7d', today)).toEqual({ from: '2026-11-17', to: '2026-11-23' })
    expect(daysOf('30d', today)).toEqual({ from: '2026-10-25', to: '2026-11-23' })
    expect(daysOf('12m', new Date(2026, 0, 5))).toEqual({ from: '2025-01-06', to: '2026-01-05' })
  })

  it('say the change from the period before in whole percent', () => {
    expect(changeText(112, 100)).toBe('+12%')
    expect(changeText(95, 100)).toBe('−5%')
    expect(changeText(100, 100)).toBe('no change')
    expect(changeText(3, 0)).toBe('new')
    expect(changeText(0, 0)).toBe('no change')
  })
})
