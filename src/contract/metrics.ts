// The metrics dashboard's reads (issue 13): figures of a range of days beside the period of equal
// length before it. Days are the viewer's, in their time zone.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'

export const metricsLimits = {
  /** The longest range: the retention (400 days) holds a year and the year before. */
  maxDays: 366,
  /** "Right now": visitors with a record in this many minutes before the server's clock. */
  realtimeMinutes: 5,
  /** The dashboard asks for the realtime count this often. */
  realtimeRefreshMs: 30_000,
} as const

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written like 2026-11-23.'))
const timeZone = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/, 'The time zone must be a name like Europe/Berlin.'))

const filters = {
  // The variants as in activities.ts; not imported from there, which would make that contract a
  // chunk of its own shared with the dashboard, on every page's first load.
  variant: z.optional(z.enum(['main', 'podcast', 'dashboard'])),
  /** Only records of this page. */
  path: z.optional(z.string().check(z.maxLength(300), z.regex(/^\//, 'The path filter must start with /.'))),
}

/** Filters every panel takes. */
export const metricsFilters = z.object(filters)
export type MetricsFilters = z.infer<typeof metricsFilters>

export const metricsQuery = z.object({
  /** First and last day of the range, both included. */
  from: day,
  to: day,
  /** The viewer's time zone, e.g. Europe/Berlin: days start at its midnight. */
  tz: z._default(timeZone, 'UTC'),
  ...filters,
})
export type MetricsQuery = z.infer<typeof metricsQuery>

export const summarySchema = z.object({
  /** Distinct members plus distinct signed-out sessions, counted once over the whole range. */
  visitors: z.int(),
  /** Activity sessions with a record in the range. */
  visits: z.int(),
  pageViews: z.int(),
  viewsPerVisit: z.number(),
  /** Share (0–1) of visits with one page view and nothing else. */
  bounceRate: z.number(),
  /** From a visit's first record to its last, the median, in seconds. */
  medianVisitSeconds: z.number(),
})
export type Summary = z.infer<typeof summarySchema>

export const summaryComparison = z.object({
  current: summarySchema,
  /** The period of equal length just before. */
  previous: summarySchema,
  range: z.object({ start: z.string(), end: z.string(), previousStart: z.string() }),
})
export type SummaryComparison = z.infer<typeof summaryComparison>

export const realtimeSchema = z.object({
  /** Distinct visitors (members, or signed-out sessions) with a record in the last 5 minutes. */
  visitors: z.int(),
  /** The server's time of the count. */
  at: z.string(),
})
export type Realtime = z.infer<typeof realtimeSchema>

export const metricsApi = {
  summary: endpoint({ method: 'GET', path: '/api/metrics/summary', query: metricsQuery, response: summaryComparison }),
  realtime: endpoint({ method: 'GET', path: '/api/metrics/realtime', query: metricsFilters, response: realtimeSchema }),
}
