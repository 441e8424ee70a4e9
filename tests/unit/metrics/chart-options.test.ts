import { describe, expect, it } from 'vitest'
import { chartData, chartOptions, shortLabel } from '#app/metrics/chart-options'
import type { Series } from '#contract/metrics'

const colours = { text: '#111', grid: '#eee', background: '#fff', visitors: '#00f', pageViews: '#f80' }
const hours: Series = {
  unit: 'hour',
  points: [
    { label: '2026-11-23 00:00', visitors: 2, pageViews: 5, takesRecorded: 0 },
    { label: '2026-11-23 01:00', visitors: 0, pageViews: 0, takesRecorded: 1 },
  ],
}

describe('the visitors chart', () => {
  it('labels its points with the API’s hours and days', () => {
    expect(shortLabel('2026-11-23 14:00')).toBe('14:00')
    expect(shortLabel('2026-11-23')).toBe('Nov 23')
  })

  it('numbers the points in order and draws visitors and page views', () => {
    expect(chartData(hours)).toEqual([
      [0, 1],
      [2, 0],
      [5, 0],
    ])
    const options = chartOptions(hours, colours, 600)
    expect(options.series.map((series) => series.label)).toEqual(['Hour', 'Visitors', 'Page views'])
    expect(options.series[1]?.stroke).toBe('#00f')
    expect(options.width).toBe(600)
  })
})
