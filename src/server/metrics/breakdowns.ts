// The dashboard's tables: top pages (by kind: `/session/:id`) by views, entry and exit pages by
// visits, variants and the installed app against a browser tab.
import { sql, type SQL } from 'drizzle-orm'
import { activityActions } from '#contract/activities'
import { metricsLimits, type Breakdowns, type MetricsFilters } from '#contract/metrics'
import { pageKindPattern, pageKinds } from '#shared/page-kinds'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import type { Period } from './range'
import { periodCounts, periodVisits, visitorsOfGroups } from './sources'

type Row = Record<string, string | number>

async function rows(db: Database, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query))
}

const limit = sql.raw(String(metricsLimits.breakdownRows))
const pagesOfKind = sql.raw(String(metricsLimits.pagesOfKind))

/** An address's kind (`/session/:id`), or the address. */
const kindOfPath = sql`case ${sql.join(
  pageKinds.map((kind) => sql`when path ~ ${pageKindPattern(kind)} then ${kind}`),
  sql` `,
)} else path end`

/** Page views per kind of page, most first, each kind with its most viewed addresses. */
const topPagesOf = (counts: SQL) => sql`
  with pages as (select ${kindOfPath} as kind, path, sum(records) as page_views from (${counts}) as counts
      where action = ${activityActions.pageVisit} group by 1, 2),
    kinds as (select kind, sum(page_views) as kind_views from pages group by 1 order by 2 desc, 1 limit ${limit}),
    ranked as (select kind, path, page_views, row_number() over (partition by kind order by page_views desc, path) as place
      from pages where kind in (select kind from kinds))
  select kinds.kind, kinds.kind_views, ranked.path, ranked.page_views from kinds join ranked on ranked.kind = kinds.kind
  where ranked.place <= ${pagesOfKind} order by kinds.kind_views desc, kinds.kind, ranked.place`

function topPagesFrom(rows: Row[]): Breakdowns['topPages'] {
  const kinds = new Map<string, Breakdowns['topPages'][number]>()
  for (const row of rows) {
    const kind = String(row.kind)
    const entry = kinds.get(kind) ?? { path: kind, pageViews: Number(row.kind_views), pages: [] }
    // A page that is its own kind lists nothing under it.
    if (String(row.path) !== kind) entry.pages.push({ path: String(row.path), pageViews: Number(row.page_views) })
    kinds.set(kind, entry)
  }
  return [...kinds.values()]
}

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
    rows(db, topPagesOf(periodCounts(period, filter))),
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
    topPages: topPagesFrom(top),
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
