// "Right now": visitors with a record in the last few minutes by the devices' clocks (a record sent
// late from an offline device is history, not now). The time index makes this a small read.
import { sql } from 'drizzle-orm'
import { metricsLimits, type MetricsFilters, type Realtime } from '#contract/metrics'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import { periodRecords } from './sources'

const minute = 60_000

export async function realtimeOf(db: Database, now: Date, filter: MetricsFilters): Promise<Realtime> {
  // Up to the server's now plus the few minutes a device clock may run ahead (the log's own window).
  const period = {
    start: new Date(now.getTime() - metricsLimits.realtimeMinutes * minute),
    end: new Date(now.getTime() + 5 * minute),
  }
  const result = await db.execute(sql`with recent as (${periodRecords(period, filter)})
    select count(distinct coalesce(user_id, 'session:' || session)) as visitors from recent`)
  return { visitors: Number(rowsOf<{ visitors: number | string }>(result)[0]?.visitors ?? 0), at: now.toISOString() }
}
