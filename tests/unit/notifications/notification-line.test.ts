import { describe, expect, it } from 'vitest'
import type { Notification, NotificationKind } from '#contract/notifications'
import { notificationLine } from '#app/notifications/notification-line'

const main = { protocol: 'https:', host: 'voice.example' }
const ann = { id: 'u-ann', name: 'Ann', handle: 'ann', photo: null, intro: null }

function notification(
  kind: NotificationKind,
  subjectId: string | null,
  payload: Notification['payload'] = {},
  actor: Notification['actor'] = ann,
): Notification {
  return { id: 'n1', kind, actor, subjectId, payload, createdAt: '2025-05-01T10:00:00.000Z', readAt: null }
}

describe('what a notification says and where it leads', () => {
  it.each([
    [notification('friend_request', 'u-ann'), 'Ann sent you a friend request', '/friends'],
    [notification('friend_accepted', 'u-ann'), 'Ann accepted your friend request', '/friends'],
    [notification('message', 'u-ann', { count: 1 }), 'Ann sent you a message', '/notifications?with=u-ann'],
    [notification('message', 'u-ann', { count: 3 }), 'Ann sent you 3 messages', '/notifications?with=u-ann'],
    [
      notification('session_joined', 's-1', { title: 'Hamlet' }, { ...ann, name: 'Ben', handle: 'ben' }),
      'Ben joined your session Hamlet',
      '/session/s-1',
    ],
    [notification('take_added', 's-1', { title: 'Hamlet', count: 1 }), 'Ann added a take to Hamlet', '/session/s-1'],
    [notification('take_added', 's-1', { title: 'Hamlet', count: 4 }), 'Ann added 4 takes to Hamlet', '/session/s-1'],
    [
      notification('class_joined', 'c-1', { className: '7B' }, { ...ann, name: 'Cleo', handle: 'cleo' }),
      'Cleo joined your class 7B',
      'https://podcast.voice.example/classes',
    ],
    [
      notification('class_note', 'c-1', { className: '7B', body: 'Bring your scripts on Monday.' }),
      'Note from your teacher in 7B: Bring your scripts on Monday.',
      '/notifications?with=u-ann',
    ],
    [
      notification('episode_published', 'link-1', { title: 'Our radio play' }),
      'Ann published the episode Our radio play',
      'https://podcast.voice.example/podcast-ep/link-1',
    ],
    [
      notification('episode_approved', 'link-2', { title: 'Our class play' }),
      'Ann approved your episode Our class play: it is public now',
      'https://podcast.voice.example/podcast-ep/link-2',
    ],
  ])('%#: %s', (given, text, href) => {
    expect(notificationLine(given, main)).toEqual({ text, href })
  })

  it('names a member by handle when their name is hidden, and someone whose account is gone', () => {
    expect(notificationLine(notification('friend_request', 'u-ann', {}, { ...ann, name: null }), main).text).toBe(
      '@ann sent you a friend request',
    )
    expect(
      notificationLine(notification('friend_request', 'u-ann', {}, { ...ann, name: null, handle: null }), main).text,
    ).toBe('A member sent you a friend request')
    expect(notificationLine(notification('message', 'u-gone', {}, null), main)).toEqual({
      text: 'Someone sent you a message',
      href: '/notifications?with=u-gone',
    })
  })

  it('a session whose title is missing still reads as a sentence, and a note without its teacher has nothing to open', () => {
    expect(notificationLine(notification('session_joined', 's-1'), main).text).toBe('Ann joined your session')
    expect(notificationLine(notification('class_note', 'c-1', { className: '7B', body: 'Hi' }, null), main)).toEqual({
      text: 'Note from your teacher in 7B: Hi',
      href: null,
    })
  })

  it('builds the podcast address from a local host with a port', () => {
    const local = { protocol: 'http:', host: 'localhost:3000' }
    expect(notificationLine(notification('class_joined', 'c-1', { className: '7B' }), local).href).toBe(
      'http://podcast.localhost:3000/classes',
    )
  })
})
