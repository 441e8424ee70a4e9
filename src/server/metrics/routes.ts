import type { FastifyInstance } from 'fastify'
import { metricsApi } from '#contract/metrics'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { breakdownsOf } from './breakdowns'
import { rangeOf } from './range'
import { realtimeOf } from './realtime'
import { seriesOf } from './series'
import { summaryOf } from './summary'

export function registerMetricsRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  route(app, metricsApi.summary, { access: 'show_metrics' }, async ({ query }) => {
    const range = await rangeOf(db, query.from, query.to, query.tz)
    const [current, previous] = await Promise.all([
      summaryOf(db, range.current, query),
      summaryOf(db, range.previous, query),
    ])
    return {
      current,
      previous,
      range: {
        start: range.current.start.toISOString(),
        end: range.current.end.toISOString(),
        previousStart: range.previous.start.toISOString(),
      },
    }
  })

  route(app, metricsApi.series, { access: 'show_metrics' }, async ({ query }) =>
    seriesOf(db, await rangeOf(db, query.from, query.to, query.tz), query),
  )

  route(app, metricsApi.breakdowns, { access: 'show_metrics' }, async ({ query }) => {
    const range = await rangeOf(db, query.from, query.to, query.tz)
    return breakdownsOf(db, range.current, query)
  })

  route(app, metricsApi.realtime, { access: 'show_metrics' }, async ({ query }) => realtimeOf(db, now(), query))
}
