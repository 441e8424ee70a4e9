import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idString } from './ids'
import { roleSchema } from './users'

export const subscriptionSchema = z.object({
  role: roleSchema,
  /** ISO 8601 date-time after which the subscription's privileges no longer count. */
  expiry: z.string(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

export const subscriptionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/subscriptions',
    query: z.object({ user: z.optional(idString()) }),
    response: z.array(subscriptionSchema),
  }),
}
