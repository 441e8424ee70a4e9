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

export const voucherMessages = {
  unknownCode: 'This voucher code is not valid.',
  usedCode: 'This voucher code has already been used.',
  redeemed: 'Voucher redeemed.',
} as const

/** Voucher codes: 4 groups of 4 characters without look-alikes (80 bits), e.g. `K7QF-M2XH-9RTW-CB4N`;
 *  typed with or without the dashes, in any case. */
export const voucherCodeInput = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter a voucher code.'), z.maxLength(40))

export const vouchersApi = {
  redeem: endpoint({
    method: 'POST',
    path: '/api/subscriptions/redeem',
    body: z.object({ code: voucherCodeInput }),
    response: subscriptionSchema,
  }),
}
