// Notifications (SPEC §2, §3, §7, §9): what happened that concerns the member, each pointing at what
// it is about. The Messages tab polls GET /api/notifications/new every 30 s for its dot; the server
// answers that poll from memory (DESIGN.md "Notification poll").
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idParams } from './ids'
import { badAfterMessage, newNotificationCount } from './notification-poll'
import { page, pageQuery } from './pagination'
import { publicUserSchema } from './users'

export { notificationPollMs } from './notification-poll'

/** Also the database's enum (server/notifications/schema.ts), in this order. */
export const notificationKinds = [
  'friend_request',
  'friend_accepted',
  'message',
  'session_joined',
  'take_added',
  'class_joined',
  'class_note',
  'episode_published',
  'episode_waiting',
  'episode_approved',
] as const
export const notificationKind = z.enum(notificationKinds)
export type NotificationKind = z.infer<typeof notificationKind>

/**
 * `subjectId` by kind: friend_request, friend_accepted and message: the other member's id;
 * session_joined and take_added: the session id; class_joined and class_note: the class id;
 * episode_published, episode_waiting (to the class's teachers) and episode_approved (to its student
 * author, the teacher as actor): the episode's link id.
 * `payload` holds what the line shows: `title` (a session's or an episode's), `className`, `body`
 * (a class note), `count` (messages since the last read).
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKind,
  actor: z.nullable(publicUserSchema),
  subjectId: z.nullable(z.string()),
  payload: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationsMessages = {
  badAfter: badAfterMessage,
  notFound: 'This notification does not exist.',
} as const

export const notificationsApi = {
  /** SPEC §7: how many unread notifications arrived after `after` (an ISO time); in notification-poll.ts. */
  newCount: newNotificationCount,
  /** Newest first. */
  list: endpoint({ method: 'GET', path: '/api/notifications/', query: pageQuery, response: page(notificationSchema) }),
  /** 404 `notFound` for another member's notification, as for a missing one. */
  read: endpoint({ method: 'POST', path: '/api/notifications/:id/read', params: idParams }),
  readAll: endpoint({ method: 'POST', path: '/api/notifications/read' }),
}
