// A range of the viewer's days as instants, and the period of equal length before it.
import { sql } from 'drizzle-orm'
import { metricsLimits } from '#contract/metrics'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { rowsOf } from '../db/rows'

export interface Period {
  start: Date
  end: Date
}

/** A range's period with the starts of its last day, 7 days and 30 days (for active members). */
export interface RangePeriod extends Period {
  lastDays: { day: Date; week: Date; month: Date }
}

export interface RangeWithPrevious {
  current: RangePeriod
  previous: RangePeriod
  /** One day: hours in the series; longer: days. */
  days: number
}

const dayMs = 24 * 60 * 60 * 1000

/** `from`..`to` (days, both included) in `tz`: midnight to midnight, as the database's time zones
 *  say (summer time included). Unknown zones and backward or too long ranges are refused. */
export async function rangeOf(db: Database, from: string, to: string, tz: string): Promise<RangeWithPrevious> {
  const fromDay = Date.parse(`${from}T00:00:00Z`)
  const toDay = Date.parse(`${to}T00:00:00Z`)
  if (Number.isNaN(fromDay) || Number.isNaN(toDay)) throw new HttpError(400, 'Dates are written like 2026-11-23.')
  if (toDay < fromDay) throw new HttpError(400, 'The range ends before it starts.')
  const days = (toDay - fromDay) / dayMs + 1
  if (days > metricsLimits.maxDays)
    throw new HttpError(400, `A range can be at most ${metricsLimits.maxDays} days long.`)
  const known = await db.execute(sql`select 1 from pg_timezone_names where name = ${tz}`)
  if (rowsOf(known).length === 0) throw new HttpError(400, `Unknown time zone: ${tz}.`)
  const previousFrom = new Date(fromDay - days * dayMs).toISOString().slice(0, 10)
  const nextDay = new Date(toDay + dayMs).toISOString().slice(0, 10)
  const local = (date: string, minusDays = 0) =>
    sql`((${date}::timestamp - ${`${minusDays} days`}::interval) at time zone ${tz})`
  const result =
    await db.execute(sql`select ${local(previousFrom)} as previous_start, ${local(from)} as start, ${local(nextDay)} as "end",
    ${local(nextDay, 1)} as day, ${local(nextDay, 7)} as week, ${local(nextDay, 30)} as month,
    ${local(from, 1)} as previous_day, ${local(from, 7)} as previous_week, ${local(from, 30)} as previous_month`)
  const [row] =
    rowsOf<
      Record<
        | 'previous_start'
        | 'start'
        | 'end'
        | 'day'
        | 'week'
        | 'month'
        | 'previous_day'
        | 'previous_week'
        | 'previous_month',
        Date | string
      >
    >(result)
  if (!row) throw new Error('no range')
  const start = new Date(row.start)
  return {
    current: {
      start,
      end: new Date(row.end),
      lastDays: { day: new Date(row.day), week: new Date(row.week), month: new Date(row.month) },
    },
    previous: {
      start: new Date(row.previous_start),
      end: start,
      lastDays: {
        day: new Date(row.previous_day),
        week: new Date(row.previous_week),
        month: new Date(row.previous_month),
      },
    },
    days,
  }
}
