import type { FastifyInstance } from 'fastify'
import { subscriptionsApi, vouchersApi } from '#contract/subscriptions'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { listSubscriptions } from './queries'
import { redeemVoucher } from './vouchers'
import { perMemberPerMinute } from '../http/rate-limits'

/** 10 tries a minute per member: plenty for a person typing a code, and a classroom behind one
 *  address redeeming at once is never held up by each other. Codes have 79 bits: not guessable. */
export const redeemRateLimit = perMemberPerMinute('redeem', 10)

export function registerSubscriptionRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  route(app, subscriptionsApi.list, { access: 'signed-in' }, async ({ query, auth }) => {
    const userId = query.user ?? auth.userId
    if (userId !== auth.userId) throw new HttpError(403, 'You can only see your own subscriptions.')
    return listSubscriptions(db, userId)
  })

  route(
    app,
    vouchersApi.redeem,
    {
      access: 'signed-in',
      effect: 'checks-secret',
      status: 201,
      rateLimit: redeemRateLimit,
      summary: 'Redeem a voucher code',
    },
    async ({ body, auth }) => redeemVoucher(db, auth.userId, body.code, now()),
  )
}
