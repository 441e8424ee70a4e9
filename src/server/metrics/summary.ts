// The headline figures of a period, read from the activity log. A visitor is a member, or a
// signed-out session; each counts once over the whole period (never summed day by day).
import { sql, type SQL } from 'drizzle-orm'
import type { MetricsFilters, Summary } from '../../contract/metrics'
import { activityActions } from '../../contract/activities'
import type { Database } from '../db/database'
import { activities } from '../db/schema'
import { rowsOf } from '../db/rows'
import type { Period } from './range'

/** The records of the period that the filters let through. */
export function periodRows(period: Period, filter: MetricsFilters): SQL {
  const conditions = [sql`${activities.localTime} >= ${period.start.toISOString()}`, sql`${activities.localTime} < ${period.end.toISOString()}`]
  if (filter.variant) conditions.push(sql`${activities.variant} = ${filter.variant}`)
  if (filter.path) conditions.push(sql`${activities.path} = ${filter.path}`)
  return sql`select ${activities.session} as session, ${activities.userId} as user_id, ${activities.action} as action, ${activities.localTime} as local_time
    from ${activities} where ${sql.join(conditions, sql` and `)}`
}

interface SummaryRow {
  visitors: number | string
  visits: number | string
  page_views: number | string
  bounces: number | string
  median_seconds: number | string | null
}

export async function summaryOf(db: Database, period: Period, filter: MetricsFilters): Promise<Summary> {
  const pageVisit = activityActions.pageVisit
  const result = await db.execute(sql`
    with period_rows as (${periodRows(period, filter)}),
    visits as (
      select session,
        count(*) filter (where action = ${pageVisit}) as views,
        count(*) as records,
        extract(epoch from max(local_time) - min(local_time)) as seconds
      from period_rows group by session
    )
    select
      (select count(distinct coalesce(user_id, 'session:' || session)) from period_rows) as visitors,
      (select count(*) from visits) as visits,
      (select coalesce(sum(views), 0) from visits) as page_views,
      (select count(*) from visits where views = 1 and records = 1) as bounces,
      (select percentile_cont(0.5) within group (order by seconds) from visits) as median_seconds`)
  const [row] = rowsOf<SummaryRow>(result)
  const visits = Number(row?.visits ?? 0)
  const pageViews = Number(row?.page_views ?? 0)
  return {
    visitors: Number(row?.visitors ?? 0),
    visits,
    pageViews,
    viewsPerVisit: visits ? pageViews / visits : 0,
    bounceRate: visits ? Number(row?.bounces ?? 0) / visits : 0,
    medianVisitSeconds: Number(row?.median_seconds ?? 0),
  }
}
