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
  /** Rows of each breakdown table (top, entry and exit pages…). */
  breakdownRows: 100,
  /** Addresses listed under each kind of page in Top pages. */
  pagesOfKind: 10,
} as const

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written like 2026-11-23.'))
const timeZone = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/, 'The time zone must be a name like Europe/Berlin.'))

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
  /** Activity sessions that started in the range. */
  visits: z.int(),
  pageViews: z.int(),
  viewsPerVisit: z.number(),
  /** Share (0–1) of visits with one page view and nothing else. */
  bounceRate: z.number(),
  /** From a visit's first record to its last, the median, in seconds. */
  medianVisitSeconds: z.number(),
  /** Share (0–1) of visits made in the installed app rather than a browser tab. */
  installedShare: z.number(),
  /** Members who registered in the range (with a filter: those with a visit it lets through). */
  registrations: z.int(),
  /** Distinct members with a visit on the range's last day, in its last 7 days, in its last 30 days. */
  dailyActiveMembers: z.int(),
  weeklyActiveMembers: z.int(),
  monthlyActiveMembers: z.int(),
  /** Takes recorded (recording-finished records). */
  takesRecorded: z.int(),
  /** Share (0–1) of those takes recorded while the device was offline. */
  offlineTakeShare: z.number(),
  /** How long uploaded takes waited on the device, from the end of the recording to the server's
   *  answer: the median and the longest, in seconds; null when no take was uploaded. */
  medianUploadWaitSeconds: z.nullable(z.number()),
  longestUploadWaitSeconds: z.nullable(z.number()),
  /** Recording sessions marked as finished. */
  sessionsFinished: z.int(),
  shareLinksOpened: z.int(),
})
export type Summary = z.infer<typeof summarySchema>

const rangeSchema = z.object({ start: z.string(), end: z.string(), previousStart: z.string() })

export const summaryComparison = z.object({
  current: summarySchema,
  /** The period of equal length just before. */
  previous: summarySchema,
  range: rangeSchema,
})
export type SummaryComparison = z.infer<typeof summaryComparison>

export const seriesPointSchema = z.object({
  /** The hour or day in the viewer's time zone: "2026-11-23" or "2026-11-23 14:00". */
  label: z.string(),
  /** Distinct visitors whose visit started in this hour or day. */
  visitors: z.int(),
  pageViews: z.int(),
  takesRecorded: z.int(),
})
export type SeriesPoint = z.infer<typeof seriesPointSchema>

export const seriesSchema = z.object({
  /** Per hour for a range of one day, else per day; every hour or day of the range, none left out. */
  unit: z.enum(['hour', 'day']),
  points: z.array(seriesPointSchema),
})
export type Series = z.infer<typeof seriesSchema>

const pageRow = z.object({ path: z.string(), pageViews: z.int() })
/** A page, or a kind of page (`/session/:id`) with its most viewed addresses, most first. */
const pageKindRow = z.object({ path: z.string(), pageViews: z.int(), pages: z.array(pageRow) })
const pathVisits = z.object({ path: z.string(), visits: z.int() })

export const breakdownsSchema = z.object({
  /** The most viewed pages, most first, at most `metricsLimits.breakdownRows`; the addresses of a
   *  kind (shared/page-kinds.ts) counted together, each kind with its first `pagesOfKind` addresses. */
  topPages: z.array(pageKindRow),
  /** Where visits started and where they ended. */
  entryPages: z.array(pathVisits),
  exitPages: z.array(pathVisits),
  /** Visitors and visits per variant ("unknown" for records without one). */
  variants: z.array(z.object({ variant: z.string(), visitors: z.int(), visits: z.int() })),
  /** Visits in the installed app ("standalone"), in a browser tab ("browser"), or "unknown". */
  displays: z.array(z.object({ display: z.string(), visits: z.int() })),
})
export type Breakdowns = z.infer<typeof breakdownsSchema>

export const realtimeSchema = z.object({
  /** Distinct visitors (members, or signed-out sessions) with a record in the last 5 minutes. */
  visitors: z.int(),
  /** The server's time of the count. */
  at: z.string(),
})
export type Realtime = z.infer<typeof realtimeSchema>

export const metricsApi = {
  summary: endpoint({ method: 'GET', path: '/api/metrics/summary', query: metricsQuery, response: summaryComparison }),
  series: endpoint({ method: 'GET', path: '/api/metrics/series', query: metricsQuery, response: seriesSchema }),
  breakdowns: endpoint({
    method: 'GET',
    path: '/api/metrics/breakdowns',
    query: metricsQuery,
    response: breakdownsSchema,
  }),
  realtime: endpoint({ method: 'GET', path: '/api/metrics/realtime', query: metricsFilters, response: realtimeSchema }),
}
