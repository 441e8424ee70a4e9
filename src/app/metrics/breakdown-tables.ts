// The five breakdowns as tables: their titles, columns and what each says when empty.
import type { Breakdowns } from '#contract/metrics'
import { formatCount } from './metrics-format'
import type { MetricColumn, MetricTable } from './metric-table'

const variantNames: Record<string, string> = {
  main: 'Main site',
  podcast: 'Podcast',
  dashboard: 'Dashboard',
  unknown: 'Unknown',
}
const displayNames: Record<string, string> = { standalone: 'Installed app', browser: 'Browser tab', unknown: 'Unknown' }

const count = <Row>(header: string, value: (row: Row) => number): MetricColumn<Row> => ({
  header,
  value,
  format: (row) => formatCount(value(row)),
  numeric: true,
})
const path = <Row extends { path: string }>(): MetricColumn<Row> => ({ header: 'Path', value: (row) => row.path })

type Rows<Key extends keyof Breakdowns> = Breakdowns[Key][number]

export const noVisits = 'No visits in this range.'
export const noPageViews = 'No page views in this range.'

export const topPagesTable = (data: Breakdowns): MetricTable<Rows<'topPages'>> => ({
  title: 'Top pages',
  columns: [path(), count('Page views', (row) => row.pageViews)],
  rows: data.topPages,
  note: 'Addresses of one kind (a session, a script, a member) count together, as /session/:id: choose one to see its addresses.',
  detail: (row) =>
    row.pages.length === 0
      ? null
      : {
          title: `Pages of ${row.path}`,
          columns: [path(), count('Page views', (page) => page.pageViews)],
          rows: row.pages.map((page) => ({ ...page, pages: [] })),
        },
})

export const entryPagesTable = (data: Breakdowns): MetricTable<Rows<'entryPages'>> => ({
  title: 'Entry pages',
  columns: [path(), count('Visits', (row) => row.visits)],
  rows: data.entryPages,
})

export const exitPagesTable = (data: Breakdowns): MetricTable<Rows<'exitPages'>> => ({
  title: 'Exit pages',
  columns: [path(), count('Visits', (row) => row.visits)],
  rows: data.exitPages,
})

export const variantsTable = (data: Breakdowns): MetricTable<Rows<'variants'>> => ({
  title: 'Variants',
  columns: [
    { header: 'Variant', value: (row) => variantNames[row.variant] ?? row.variant },
    count('Visitors', (row) => row.visitors),
    count('Visits', (row) => row.visits),
  ],
  rows: data.variants,
  note: 'The visits add up to all visits. A visitor who used more than one site counts on each, so the visitors can add up to more.',
})

export const displaysTable = (data: Breakdowns): MetricTable<Rows<'displays'>> => ({
  title: 'Installed app or browser tab',
  columns: [
    { header: 'Display', value: (row) => displayNames[row.display] ?? row.display },
    count('Visits', (row) => row.visits),
  ],
  rows: data.displays,
})
