// The headline figures of a period. A visitor is a member, or a signed-out session; each counts once
// over the whole period (never summed day by day). A visit belongs to the period it started in.
import { sql, type SQL } from 'drizzle-orm'
import type { MetricsFilters, Summary } from '#contract/metrics'
import { activityActions } from '#contract/activities'
import type { Database } from '../db/database'
import { users } from '../db/schema'
import { rowsOf } from '../db/rows'
import type { Period, RangePeriod } from './range'
import { periodCounts, periodUploadWaits, periodVisits, visitorsOfGroups } from './sources'

type Figures<K extends string> = Record<K, number | string | null>

async function firstRow<K extends string>(db: Database, query: SQL): Promise<Figures<K>> {
  const [row] = rowsOf<Figures<K>>(await db.execute(query))
  if (!row) throw new Error('An aggregate answered no row')
  return row
}

const numberOf = (value: number | string | null) => Number(value ?? 0)
const share = (part: number, whole: number) => (whole ? part / whole : 0)

function visitFigures(db: Database, period: Period, filter: MetricsFilters) {
  const visits = periodVisits(period, filter)
  return firstRow<'visitors' | 'visits' | 'bounces' | 'installed' | 'median_seconds'>(
    db,
    sql`select ${visitorsOfGroups} as visitors, coalesce(sum(visits), 0) as visits, coalesce(sum(bounces), 0) as bounces,
      coalesce(sum(installed), 0) as installed,
      (select percentile_cont(0.5) within group (order by extract(epoch from ended_at - started_at)) from (${visits}) as visits) as median_seconds
    from (select user_id, count(*) as visits, count(*) filter (where page_views = 1 and records = 1) as bounces,
        count(*) filter (where display = 'standalone') as installed
      from (${visits}) as visits group by user_id) as per_member`,
  )
}

function countFigures(db: Database, period: Period, filter: MetricsFilters) {
  const of = (action: string) => sql`coalesce(sum(records) filter (where action = ${action}), 0)`
  return firstRow<'page_views' | 'takes' | 'offline_takes' | 'sessions_finished' | 'share_links_opened'>(
    db,
    sql`select ${of(activityActions.pageVisit)} as page_views, ${of(activityActions.recordingFinished)} as takes,
      coalesce(sum(offline) filter (where action = ${activityActions.recordingFinished}), 0) as offline_takes,
      ${of(activityActions.sessionFinished)} as sessions_finished, ${of(activityActions.shareLinkOpened)} as share_links_opened
    from (${periodCounts(period, filter)}) as counts`,
  )
}

/** How long uploaded takes waited on their devices. */
function uploadWaits(db: Database, period: Period, filter: MetricsFilters) {
  return firstRow<'median_wait' | 'longest_wait'>(
    db,
    sql`select percentile_cont(0.5) within group (order by waited_ms) / 1000 as median_wait, max(waited_ms) / 1000.0 as longest_wait
    from (${periodUploadWaits(period, filter)}) as waits`,
  )
}

/** Members active on the period's last day, 7 days and 30 days. */
function activeMembers(db: Database, period: RangePeriod, filter: MetricsFilters) {
  const { day, week, month } = period.lastDays
  return firstRow<'daily' | 'weekly' | 'monthly'>(
    db,
    sql`select count(*) filter (where last_started >= ${day.toISOString()}) as daily,
      count(*) filter (where last_started >= ${week.toISOString()}) as weekly, count(*) as monthly
    from (select user_id, max(started_at) as last_started from (${periodVisits({ start: month, end: period.end }, filter)}) as visits
      where user_id is not null group by user_id) as members`,
  )
}

/** Members who registered in the period; with a filter, those of them with a visit it lets through. */
function registrations(db: Database, period: Period, filter: MetricsFilters) {
  const seen =
    filter.variant || filter.path
      ? sql`and ${users.id} in (select user_id from (${periodVisits(period, filter)}) as visits where user_id is not null)`
      : sql``
  return firstRow<'registrations'>(
    db,
    sql`select count(*) as registrations from ${users}
    where ${users.createdAt} >= ${period.start.toISOString()} and ${users.createdAt} < ${period.end.toISOString()} ${seen}`,
  )
}

export async function summaryOf(db: Database, period: RangePeriod, filter: MetricsFilters): Promise<Summary> {
  const [visits, counts, waits, active, registered] = await Promise.all([
    visitFigures(db, period, filter),
    countFigures(db, period, filter),
    uploadWaits(db, period, filter),
    activeMembers(db, period, filter),
    registrations(db, period, filter),
  ])
  const visitCount = numberOf(visits.visits)
  const pageViews = numberOf(counts.page_views)
  const takes = numberOf(counts.takes)
  return {
    visitors: numberOf(visits.visitors),
    visits: visitCount,
    pageViews,
    viewsPerVisit: share(pageViews, visitCount),
    bounceRate: share(numberOf(visits.bounces), visitCount),
    medianVisitSeconds: numberOf(visits.median_seconds),
    installedShare: share(numberOf(visits.installed), visitCount),
    registrations: numberOf(registered.registrations),
    dailyActiveMembers: numberOf(active.daily),
    weeklyActiveMembers: numberOf(active.weekly),
    monthlyActiveMembers: numberOf(active.monthly),
    takesRecorded: takes,
    offlineTakeShare: share(numberOf(counts.offline_takes), takes),
    medianUploadWaitSeconds: waits.median_wait === null ? null : Number(waits.median_wait),
    longestUploadWaitSeconds: waits.longest_wait === null ? null : Number(waits.longest_wait),
    sessionsFinished: numberOf(counts.sessions_finished),
    shareLinksOpened: numberOf(counts.share_links_opened),
  }
}
