// What a notification says, in plain words, and where it leads (SPEC §1: each links to what it is
// about). Class pages live on the podcast site; a path there is a whole address, any other a path here.
import type { Notification } from '#contract/notifications'
import { conversationHref } from '../messages'
import { memberName } from '../profiles'
import { otherVariantUrl } from '../variant/variant-origins'

export interface NotificationLine {
  text: string
  /** A path on this site, or a whole address on the podcast site; null when there is nothing to open. */
  href: string | null
}

interface AddressLike {
  protocol: string
  host: string
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value))

function podcastHref(address: AddressLike, path: string): string {
  return new URL(path, otherVariantUrl(address)).href
}

export function notificationLine(notification: Notification, address: AddressLike): NotificationLine {
  const who = notification.actor ? memberName(notification.actor) : 'Someone'
  const subject = notification.subjectId
  const { title, className, body, count } = notification.payload
  const sessionHref = subject ? `/session/${encodeURIComponent(subject)}` : null
  switch (notification.kind) {
    case 'friend_request':
      return { text: `${who} sent you a friend request`, href: '/friends' }
    case 'friend_accepted':
      return { text: `${who} accepted your friend request`, href: '/friends' }
    case 'message': {
      const many = typeof count === 'number' && count > 1
      return {
        text: many ? `${who} sent you ${count} messages` : `${who} sent you a message`,
        href: subject ? conversationHref(subject) : null,
      }
    }
    case 'session_joined':
      return {
        text: title ? `${who} joined your session ${text(title)}` : `${who} joined your session`,
        href: sessionHref,
      }
    case 'take_added': {
      const takes = typeof count === 'number' && count > 1 ? `${count} takes` : 'a take'
      return { text: `${who} added ${takes} to ${title ? text(title) : 'your session'}`, href: sessionHref }
    }
    case 'class_joined':
      return {
        text: className ? `${who} joined your class ${text(className)}` : `${who} joined your class`,
        href: podcastHref(address, '/classes'),
      }
    case 'class_note':
      // Students have no class page: the note is all there is, and its teacher is one tap away.
      return {
        text: `Note from your teacher${className ? ` in ${text(className)}` : ''}: ${text(body)}`,
        href: notification.actor ? conversationHref(notification.actor.id) : null,
      }
    case 'episode_published':
      return {
        text: title ? `${who} published the episode ${text(title)}` : `${who} published an episode`,
        href: subject ? podcastHref(address, `/podcast-ep/${encodeURIComponent(subject)}`) : null,
      }
    case 'episode_waiting':
      return {
        text: `${who} published ${title ? `the episode ${text(title)}` : 'an episode'} to your class channel; it waits for your approval`,
        href: podcastHref(address, '/classes'),
      }
    case 'episode_approved':
      return {
        text: `${who} approved your episode${title ? ` ${text(title)}` : ''}: it is public now`,
        href: subject ? podcastHref(address, `/podcast-ep/${encodeURIComponent(subject)}`) : null,
      }
  }
}
