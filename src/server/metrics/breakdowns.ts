// The dashboard's tables: top pages by views, entry and exit pages by visits, variants and the
// installed app against a browser tab.
import { sql, type SQL } from 'drizzle-orm'
import { activityActions } from '#contract/activities'
import { metricsLimits, type Breakdowns, type MetricsFilters } from '#contract/metrics'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import type { Period } from './range'
import { periodCounts, periodVisits, visitorsOfGroups } from './sources'

type Row = Record<string, string | number>

async function rows(db: Database, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query))
}

const limit = sql.raw(String(metricsLimits.breakdownRows))

/** Visits per entry path, exit path and display in one pass over the visits (grouping sets), the
 *  first rows of each by visits, ties in a stable order (so a table and its CSV list the same rows). */
const visitsByColumn = (visits: SQL) => sql`
  select kind, name, visits from (
    select kind, name, visits, row_number() over (partition by kind order by visits desc, name) as place
    from (select case when grouping(entry_path) = 0 then 'entry' when grouping(exit_path) = 0 then 'exit' else 'display' end as kind,
        coalesce(entry_path, exit_path, display) as name, count(*) as visits
      from (${visits}) as visits group by grouping sets ((entry_path), (exit_path), (display))) as sets
  ) as ranked where place <= ${limit} order by kind, place`

export async function breakdownsOf(db: Database, period: Period, filter: MetricsFilters): Promise<Breakdowns> {
  const visits = periodVisits(period, filter)
  const [top, byColumn, variants] = await Promise.all([
    rows(
      db,
      sql`select path, sum(records) as page_views from (${periodCounts(period, filter)}) as counts
        where action = ${activityActions.pageVisit} group by 1 order by 2 desc, 1 limit ${limit}`,
    ),
    rows(db, visitsByColumn(visits)),
    rows(
      db,
      sql`select variant, ${visitorsOfGroups} as visitors, sum(visits) as visits
        from (select variant, user_id, count(*) as visits from (${visits}) as visits group by 1, 2) as per_member group by 1 order by 3 desc, 1`,
    ),
  ])
  const of = (kind: string) =>
    byColumn.filter((row) => row.kind === kind).map((row) => ({ name: String(row.name), visits: Number(row.visits) }))
  const named = (value: string | number) => String(value) || 'unknown'
  return {
    topPages: top.map((row) => ({ path: String(row.path), pageViews: Number(row.page_views) })),
    entryPages: of('entry').map(({ name, visits }) => ({ path: name, visits })),
    exitPages: of('exit').map(({ name, visits }) => ({ path: name, visits })),
    variants: variants.map((row) => ({
      variant: named(row.variant!),
      visitors: Number(row.visitors),
      visits: Number(row.visits),
    })),
    displays: of('display').map(({ name, visits }) => ({ display: named(name), visits })),
  }
}
