// The dashboard's rollups, kept up to date in the transaction that stores the records: a visit per
// session and one per session and page, counts per quarter hour, and the wait of each uploaded take. Each record adds to them once (only records stored now, never
// a duplicate). rebuildRollups computes the same from the whole log. See docs/decisions/052-activity-rollups.md.
import { sql } from 'drizzle-orm'
import type { ActivityContext } from '#contract/activities'
import { activityActions } from '#contract/activities'
import type { Database } from '../db/database'
import { activityCounts, activityPageVisits, activityUploadWaits, activityVisits } from './schema'

export interface StoredRecord {
  id: string
  userId: string | null
  localTime: Date
  session: string
  path: string
  action: string
  context: ActivityContext
}

type Visit = typeof activityVisits.$inferInsert
type Count = typeof activityCounts.$inferInsert

const quarterMs = 15 * 60 * 1000

/** The visits the records make or extend, one per key (the session, or the session and page). */
function mergeVisits(records: readonly StoredRecord[], keyOf: (record: StoredRecord) => string): Visit[] {
  const visits = new Map<string, Visit>()
  for (const record of [...records].sort((a, b) => a.localTime.getTime() - b.localTime.getTime())) {
    const key = keyOf(record)
    const visit = visits.get(key)
    const pageViews = record.action === activityActions.pageVisit ? 1 : 0
    if (!visit) {
      visits.set(key, {
        session: record.session,
        userId: record.userId,
        startedAt: record.localTime,
        endedAt: record.localTime,
        pageViews,
        records: 1,
        entryPath: record.path,
        exitPath: record.path,
        variant: record.context.variant ?? '',
        display: record.context.display ?? '',
      })
      continue
    }
    visit.userId ??= record.userId
    visit.endedAt = record.localTime
    visit.exitPath = record.path
    visit.pageViews! += pageViews
    visit.records! += 1
  }
  // Sorted, so two batches upsert shared rows in the same order and never wait on each other in a cycle.
  return [...visits.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, visit]) => visit)
}

export function visitsOf(records: readonly StoredRecord[]): Visit[] {
  return mergeVisits(records, (record) => record.session)
}

export function pageVisitsOf(records: readonly StoredRecord[]): (typeof activityPageVisits.$inferInsert)[] {
  return mergeVisits(records, (record) => JSON.stringify([record.session, record.path])).map(
    ({ entryPath, exitPath: _exit, ...visit }) => ({ ...visit, path: entryPath }),
  )
}

/** How a stored visit takes in more of its records: the earlier start (with what the first record
 *  says), the later end, the first member seen, the sums. */
function mergedVisit(table: 'activity_visits' | 'activity_page_visits') {
  const old = (column: string) => sql.raw(`${table}.${column}`)
  const earlier = sql`excluded.started_at < ${old('started_at')}`
  return {
    userId: sql`coalesce(${old('user_id')}, excluded.user_id)`,
    variant: sql`case when ${earlier} then excluded.variant else ${old('variant')} end`,
    display: sql`case when ${earlier} then excluded.display else ${old('display')} end`,
    startedAt: sql`least(${old('started_at')}, excluded.started_at)`,
    endedAt: sql`greatest(${old('ended_at')}, excluded.ended_at)`,
    pageViews: sql`${old('page_views')} + excluded.page_views`,
    records: sql`${old('records')} + excluded.records`,
    ...(table === 'activity_visits'
      ? {
          entryPath: sql`case when ${earlier} then excluded.entry_path else ${old('entry_path')} end`,
          exitPath: sql`case when excluded.ended_at >= ${old('ended_at')} then excluded.exit_path else ${old('exit_path')} end`,
        }
      : {}),
  }
}

/** The counts the records add, per quarter hour, variant, path and action. */
export function countsOf(records: readonly StoredRecord[]): Count[] {
  const counts = new Map<string, Count>()
  for (const record of records) {
    const quarter = new Date(Math.floor(record.localTime.getTime() / quarterMs) * quarterMs)
    const variant = record.context.variant ?? ''
    const key = JSON.stringify([quarter.getTime(), variant, record.path, record.action])
    const count = counts.get(key) ?? {
      quarter,
      variant,
      path: record.path,
      action: record.action,
      records: 0,
      offline: 0,
    }
    count.records! += 1
    if (record.context.online === false) count.offline! += 1
    counts.set(key, count)
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, count]) => count)
}

/** The uploaded takes' waits among the records. */
export function uploadWaitsOf(records: readonly StoredRecord[]): (typeof activityUploadWaits.$inferInsert)[] {
  return records.flatMap(({ id, localTime, path, action, context }) =>
    action === activityActions.takeUploaded && context.waitedMs !== undefined
      ? [{ id, localTime, path, variant: context.variant ?? '', waitedMs: context.waitedMs }]
      : [],
  )
}

/** Adds newly stored records to the rollups (within the caller's transaction). */
export async function addToRollups(db: Database, records: readonly StoredRecord[]): Promise<void> {
  if (records.length === 0) return
  await db
    .insert(activityVisits)
    .values(visitsOf(records))
    .onConflictDoUpdate({ target: activityVisits.session, set: mergedVisit('activity_visits') })
  await db
    .insert(activityPageVisits)
    .values(pageVisitsOf(records))
    .onConflictDoUpdate({
      target: [activityPageVisits.session, activityPageVisits.path],
      set: mergedVisit('activity_page_visits'),
    })
  await db
    .insert(activityCounts)
    .values(countsOf(records))
    .onConflictDoUpdate({
      target: [activityCounts.quarter, activityCounts.variant, activityCounts.path, activityCounts.action],
      set: {
        records: sql`activity_counts.records + excluded.records`,
        offline: sql`activity_counts.offline + excluded.offline`,
      },
    })
  const waits = uploadWaitsOf(records)
  if (waits.length) await db.insert(activityUploadWaits).values(waits).onConflictDoNothing()
}

/** The rollups computed again from the whole log (after a bulk load; the migration does the same). */
export async function rebuildRollups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from activity_visits`)
    await tx.execute(sql`delete from activity_page_visits`)
    await tx.execute(sql`delete from activity_counts`)
    await tx.execute(sql`delete from activity_upload_waits`)
    await tx.execute(sql.raw(rebuildVisitsSql))
    await tx.execute(sql.raw(rebuildPageVisitsSql))
    await tx.execute(sql.raw(rebuildCountsSql))
    await tx.execute(sql.raw(rebuildWaitsSql))
  })
}

// Kept in step with drizzle/0009_activity_rollups.sql, which fills the rollups from an existing log.
const rebuildVisitsSql = `insert into activity_visits (session, user_id, started_at, ended_at, page_views, records, entry_path, exit_path, variant, display)
  select session,
    (array_agg(user_id order by local_time) filter (where user_id is not null))[1],
    min(local_time), max(local_time),
    count(*) filter (where action = '${activityActions.pageVisit}'), count(*),
    (array_agg(path order by local_time))[1], (array_agg(path order by local_time desc))[1],
    (array_agg(coalesce(variant, '') order by local_time))[1], (array_agg(coalesce(context->>'display', '') order by local_time))[1]
  from activities group by session`

const rebuildPageVisitsSql = `insert into activity_page_visits (session, path, user_id, started_at, ended_at, page_views, records, variant, display)
  select session, path,
    (array_agg(user_id order by local_time) filter (where user_id is not null))[1],
    min(local_time), max(local_time),
    count(*) filter (where action = '${activityActions.pageVisit}'), count(*),
    (array_agg(coalesce(variant, '') order by local_time))[1], (array_agg(coalesce(context->>'display', '') order by local_time))[1]
  from activities group by session, path`

const rebuildCountsSql = `insert into activity_counts (quarter, variant, path, action, records, offline)
  select to_timestamp(floor(extract(epoch from local_time) / 900) * 900), coalesce(variant, ''), path, action,
    count(*), count(*) filter (where context->>'online' = 'false')
  from activities group by 1, 2, 3, 4`

const rebuildWaitsSql = `insert into activity_upload_waits (id, local_time, variant, path, waited_ms)
  select id, local_time, coalesce(variant, ''), path, (context->>'waitedMs')::bigint
  from activities where action = '${activityActions.takeUploaded}' and context ? 'waitedMs'`
