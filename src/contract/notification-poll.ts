// The Messages tab's poll (SPEC §7, §9), apart from the rest of notifications.ts: the header asks it
// on every signed-in page, so the first load carries this file only, not the notifications' schemas.
// `notificationsApi.newCount` is this endpoint.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'

/** SPEC §9. */
export const notificationPollMs = 30_000

export const badAfterMessage = 'after must be a date and time such as 2026-01-31T12:00:00.000Z.'

/** SPEC §7: how many unread notifications arrived after `after` (an ISO time). */
export const newNotificationCount = endpoint({
  method: 'GET',
  path: '/api/notifications/new',
  query: z.object({
    after: z.string().check(
      z.maxLength(40),
      z.refine((value) => !Number.isNaN(Date.parse(value)), badAfterMessage),
    ),
  }),
  response: z.object({ count: z.int() }),
})
