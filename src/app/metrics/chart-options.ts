// What the visitors chart draws, as uPlot options: one point per hour or day of the series, the
// x axis numbered 0…n−1 and labelled with the API's own labels (the viewer's hours and days, which
// a time axis would have to parse back, and which repeat an hour when clocks go back).
import type uPlot from 'uplot'
import type { Series } from '#contract/metrics'
import type { ChartColours } from './chart-colours'

export const chartHeight = 260

/** Whole-number steps only: there is no half a visitor. */
const wholeSteps = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000].map((scale) => step * scale))
  .sort((a, b) => a - b)
/** Hour and day steps that read well: every 1, 2, 3, 4, 6, 12 hours; every week, fortnight, month. */
const pointSteps = [1, 2, 3, 4, 6, 7, 12, 14, 28, 30, 61, 91, 183]

const monthDay = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "2026-11-23 14:00" → "14:00"; "2026-11-23" → "Nov 23". */
export function shortLabel(label: string): string {
  const hour = /\d{2}:\d{2}$/.exec(label)
  if (hour) return hour[0]
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label)
  return day ? monthDay.format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : label
}

export function chartData(series: Series): uPlot.AlignedData {
  return [
    series.points.map((_, index) => index),
    series.points.map((point) => point.visitors),
    series.points.map((point) => point.pageViews),
  ]
}

export function chartOptions(series: Series, colours: ChartColours, width: number): uPlot.Options {
  const labelAt = (index: number) => series.points[index]?.label ?? ''
  const points = { show: series.points.length <= 31, fill: colours.background }
  const axis = {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
  }
  // The legend shows the latest point until the pointer is on the chart, and again after it leaves
  // (uPlot's own legend shows "--" there).
  const latest = series.points.length - 1
  const showLatest = (chart: uPlot) => {
    if (chart.legend.idx == null && latest >= 0) chart.setLegend({ idx: latest }, false)
  }
  return {
    width,
    height: chartHeight,
    hooks: { ready: [showLatest], setLegend: [showLatest] },
    scales: {
      x: { time: false },
      y: { range: (_chart, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
    },
    axes: [
      {
        ...axis,
        incrs: pointSteps,
        values: (_chart, splits) => splits.map((index) => (Number.isInteger(index) ? shortLabel(labelAt(index)) : '')),
      },
      { ...axis, incrs: wholeSteps, values: (_chart, splits) => splits.map((value) => value.toLocaleString('en')) },
    ],
    series: [
      {
        label: series.unit === 'hour' ? 'Hour' : 'Day',
        value: (_chart, index) => (index === null ? '' : labelAt(index)),
      },
      { label: 'Visitors', stroke: colours.visitors, width: 2, points },
      { label: 'Page views', stroke: colours.pageViews, width: 2, dash: [6, 4], points },
    ],
  }
}
