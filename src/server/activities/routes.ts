import type { FastifyInstance } from 'fastify'
import { activitiesApi } from '#contract/activities'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { scheduleActivityCleanup } from './cleanup'
import { checkSender, storeActivities } from './service'

export function registerActivityRoutes(app: FastifyInstance, { db, now, rateLimits, settings }: FeatureContext): void {
  scheduleActivityCleanup(app, db, now, settings.activityRetentionDays, app.log)
  // 'optional': a visitor logs without a token; a member's records come with theirs.
  route(
    app,
    activitiesApi.log,
    {
      access: 'optional',
      effect: 'creates',
      rateLimit: { max: rateLimits.activityRequestsPerMinute, timeWindow: 60_000 },
    },
    async ({ body, auth }) => {
      const batch = 'records' in body
      const records = batch ? body.records : [body]
      checkSender(records, auth?.userId ?? null)
      const receipt = await storeActivities(db, records, now())
      // One record as SPEC §7 sends it: refused outright when it cannot be stored.
      const [refused] = receipt.rejected
      if (!batch && refused) throw new HttpError(400, refused.message)
      return receipt
    },
  )
}
