// Visitors, page views and takes per hour (a range of one day) or per day, in the viewer's time zone,
// every hour or day of the range present, those without records as zeros.
import { sql } from 'drizzle-orm'
import { activityActions } from '#contract/activities'
import type { MetricsQuery, Series, SeriesPoint } from '#contract/metrics'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import type { RangeWithPrevious } from './range'
import { periodCounts, periodVisits } from './sources'

interface PointRow {
  label: string
  visitors: number | string
  page_views: number | string
  takes: number | string
}

const dayMs = 24 * 60 * 60 * 1000

/** The labels of every hour or day of the range, as the query writes them. A day that summer time
 *  makes 23 or 25 hours long still has the 24 labels of its clock (an hour repeated counts as one). */
export function labelsOf(unit: Series['unit'], from: string, to: string): string[] {
  if (unit === 'hour') return Array.from({ length: 24 }, (_, hour) => `${from} ${String(hour).padStart(2, '0')}:00`)
  const first = Date.parse(`${from}T00:00:00Z`)
  const days = (Date.parse(`${to}T00:00:00Z`) - first) / dayMs + 1
  return Array.from({ length: days }, (_, day) => new Date(first + day * dayMs).toISOString().slice(0, 10))
}

export async function seriesOf(db: Database, range: RangeWithPrevious, query: MetricsQuery): Promise<Series> {
  const unit = range.days === 1 ? 'hour' : 'day'
  const localOf = (column: string) =>
    sql`date_trunc(${sql.raw(`'${unit}'`)}, ${sql.raw(column)} at time zone ${query.tz})`
  const result = await db.execute(sql`
    select to_char(local, ${sql.raw(unit === 'hour' ? `'YYYY-MM-DD HH24:00'` : `'YYYY-MM-DD'`)}) as label,
      sum(visitors) as visitors, sum(page_views) as page_views, sum(takes) as takes
    from (
      select ${localOf('started_at')} as local, count(distinct user_id) + count(*) filter (where user_id is null) as visitors, 0 as page_views, 0 as takes
      from (${periodVisits(range.current, query)}) as visits group by 1
      union all
      select ${localOf('quarter')},  0, coalesce(sum(records) filter (where action = ${activityActions.pageVisit}), 0),
        coalesce(sum(records) filter (where action = ${activityActions.recordingFinished}), 0)
      from (${periodCounts(range.current, query)}) as counts group by 1
    ) as parts group by local`)
  const found = new Map(rowsOf<PointRow>(result).map((row) => [row.label, row]))
  const points: SeriesPoint[] = labelsOf(unit, query.from, query.to).map((label) => {
    const row = found.get(label)
    return {
      label,
      visitors: Number(row?.visitors ?? 0),
      pageViews: Number(row?.page_views ?? 0),
      takesRecorded: Number(row?.takes ?? 0),
    }
  })
  return { unit, points }
}
