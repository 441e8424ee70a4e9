import { describe, expect, it } from 'vitest'
import { changeText, customRangeProblem, daysOf } from '#app/metrics/metrics-range'

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

  it('let a custom range of up to 366 days through, its first and last day included', () => {
    expect(customRangeProblem({ from: '2026-11-23', to: '2026-11-23' })).toBeNull()
    expect(customRangeProblem({ from: '2025-11-23', to: '2026-11-23' })).toBeNull()
    expect(customRangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull()
  })

  it('explain a custom range that cannot be asked for', () => {
    expect(customRangeProblem({ from: '2026-11-23', to: '2026-11-22' })).toBe('To must be on or after From.')
    expect(customRangeProblem({ from: '2025-11-22', to: '2026-11-23' })).toBe('Choose at most 366 days.')
    expect(customRangeProblem({ from: '', to: '2026-11-23' })).toBe('Choose a From and a To date.')
    expect(customRangeProblem({ from: '2026-02-30', to: '2026-03-02' })).toBe('Choose a From and a To date.')
  })
})
