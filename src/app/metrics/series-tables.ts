// The series as the two tables beside the chart: what the chart draws, and the takes it does not.
import type { Series, SeriesPoint } from '#contract/metrics'
import { formatCount } from './metrics-format'
import type { MetricColumn, MetricTable } from './metric-table'

const count = (header: string, value: (point: SeriesPoint) => number): MetricColumn<SeriesPoint> => ({
  header,
  value,
  format: (point) => formatCount(value(point)),
  numeric: true,
})
const when = (series: Series): MetricColumn<SeriesPoint> => ({
  header: series.unit === 'hour' ? 'Hour' : 'Day',
  value: (point) => point.label,
})

export const visitorsTable = (series: Series): MetricTable<SeriesPoint> => ({
  title: `Visitors and page views per ${series.unit}`,
  columns: [
    when(series),
    count('Visitors', (point) => point.visitors),
    count('Page views', (point) => point.pageViews),
  ],
  rows: series.points,
})

export const takesTable = (series: Series): MetricTable<SeriesPoint> => ({
  title: `Takes recorded per ${series.unit}`,
  columns: [when(series), count('Takes recorded', (point) => point.takesRecorded)],
  rows: series.points,
})
