// "Right now": visitors with a record in the last few minutes by the devices' clocks (a record sent
// late from an offline device is history, not now). The time index makes this a small read.
import { sql } from 'drizzle-orm'
import { metricsLimits, type MetricsFilters, type Realtime } from '#contract/metrics'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import { activityVisits } from '../db/schema'
import { periodRecords } from './sources'

const minute = 60_000

export async function realtimeOf(db: Database, now: Date, filter: MetricsFilters): Promise<Realtime> {
  // Up to the server's now plus the few minutes a device clock may run ahead (the log's own window).
  const period = {
    start: new Date(now.getTime() - metricsLimits.realtimeMinutes * minute),
    end: new Date(now.getTime() + 5 * minute),
  }
  // A visitor as the period's figures count them (sources.ts): the visit's member (the first one
  // seen in the session), else the session; a session that signs in part-way is one visitor.
  const result = await db.execute(sql`with recent as (${periodRecords(period, filter)})
    select count(distinct coalesce(visits.user_id, recent.user_id, 'session:' || recent.session)) as visitors
    from recent left join ${activityVisits} as visits on visits.session = recent.session`)
  return { visitors: Number(rowsOf<{ visitors: number | string }>(result)[0]?.visitors ?? 0), at: now.toISOString() }
}
