// What every panel reads: the visits and the counts of a period that the filters let through, from the
// rollups. With a path filter a visit is the page's part of a session (activity_page_visits), shaped
// like a whole one, so each panel is written once. See decision 052.
import { sql, type SQL } from 'drizzle-orm'
import type { MetricsFilters } from '#contract/metrics'
import { activities, activityCounts, activityPageVisits, activityUploadWaits, activityVisits } from '../db/schema'
import type { Period } from './range'

const iso = (time: Date) => time.toISOString()

/** The log's records of the period and filters. */
export function periodRecords(period: Period, filter: MetricsFilters): SQL {
  const conditions = [
    sql`${activities.localTime} >= ${iso(period.start)}`,
    sql`${activities.localTime} < ${iso(period.end)}`,
  ]
  if (filter.variant) conditions.push(sql`${activities.variant} = ${filter.variant}`)
  if (filter.path) conditions.push(sql`${activities.path} = ${filter.path}`)
  return sql`select * from ${activities} where ${sql.join(conditions, sql` and `)}`
}

/** Visits that started in the period: session, user_id (the first member seen), started_at, ended_at,
 *  page_views, records, entry_path, exit_path, variant, display. */
export function periodVisits(period: Period, filter: MetricsFilters): SQL {
  if (filter.path) {
    // A page's visits: one row per session and page, its entry and exit that page.
    const conditions = [
      sql`${activityPageVisits.path} = ${filter.path}`,
      sql`${activityPageVisits.startedAt} >= ${iso(period.start)}`,
      sql`${activityPageVisits.startedAt} < ${iso(period.end)}`,
    ]
    if (filter.variant) conditions.push(sql`${activityPageVisits.variant} = ${filter.variant}`)
    return sql`select *, path as entry_path, path as exit_path from ${activityPageVisits} where ${sql.join(conditions, sql` and `)}`
  }
  const conditions = [
    sql`${activityVisits.startedAt} >= ${iso(period.start)}`,
    sql`${activityVisits.startedAt} < ${iso(period.end)}`,
  ]
  if (filter.variant) conditions.push(sql`${activityVisits.variant} = ${filter.variant}`)
  return sql`select * from ${activityVisits} where ${sql.join(conditions, sql` and `)}`
}

/** Records per quarter hour, path and action in the period: quarter, path, action, records, offline. */
export function periodCounts(period: Period, filter: MetricsFilters): SQL {
  const conditions = [
    sql`${activityCounts.quarter} >= ${iso(period.start)}`,
    sql`${activityCounts.quarter} < ${iso(period.end)}`,
  ]
  if (filter.variant) conditions.push(sql`${activityCounts.variant} = ${filter.variant}`)
  if (filter.path) conditions.push(sql`${activityCounts.path} = ${filter.path}`)
  return sql`select quarter, path, action, records, offline from ${activityCounts} where ${sql.join(conditions, sql` and `)}`
}

/** The waits of the takes uploaded in the period: waited_ms. */
export function periodUploadWaits(period: Period, filter: MetricsFilters): SQL {
  const conditions = [
    sql`${activityUploadWaits.localTime} >= ${iso(period.start)}`,
    sql`${activityUploadWaits.localTime} < ${iso(period.end)}`,
  ]
  if (filter.variant) conditions.push(sql`${activityUploadWaits.variant} = ${filter.variant}`)
  if (filter.path) conditions.push(sql`${activityUploadWaits.path} = ${filter.path}`)
  return sql`select waited_ms from ${activityUploadWaits} where ${sql.join(conditions, sql` and `)}`
}

/**
 * Visitors, from visits first grouped by their keys and member (`user_id`, null for every signed-out
 * one together) with their count as `visits`: each member once, and each signed-out visit, whose
 * session is its visitor (a session is one visit). Grouping hashes; count(distinct) would sort them all.
 */
export const visitorsOfGroups = sql`count(*) filter (where user_id is not null) + coalesce(sum(visits) filter (where user_id is null), 0)`
