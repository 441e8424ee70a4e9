// The Messages tab's poll with a fake clock: every 30 s while the page shows, none while it is
// hidden, at once when it shows again and when the network returns; `after` is the member's own
// "seen" time. Real API client, real QueryClient, a test server for the API.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuth } from '#app/auth/auth'
import { notificationKeys } from '#app/notifications/notification-keys'
import { newNotificationCountOptions, notificationsSeenAt } from '#app/notifications/use-new-notification-count'
import { markNotificationsSeen, seenMark } from '#app/notifications/use-seen-while-open'
import { notificationPollMs } from '#contract/notification-poll'
import { startTestServer, type TestServer } from '../support/test-server'
import { makeUser } from '../support/users'

let server: TestServer
let count = 0
beforeAll(async () => {
  server = await startTestServer()
  server.answer(() => ({ status: 200, body: { count } }))
})
afterAll(() => server.close())

let client: QueryClient
let stop = () => {}
beforeEach(() => {
  server.seen.length = 0
  count = 0
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
})
afterEach(() => {
  stop()
  client.unmount()
  client.clear()
  setVisibility('visible')
  window.dispatchEvent(new Event('online'))
  vi.useRealTimers()
})

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  window.dispatchEvent(new Event('visibilitychange'))
}

/** Starts the poll as the header does, and counts the requests it starts (synchronously, so a
 *  request that did not start is not waited for). */
function startPoll(userId = 'u1') {
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  auth.store.set({ user: makeUser({ id: userId }), token: 'token' })
  client = new QueryClient()
  client.mount()
  let started = 0
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') started += 1
  })
  const observer = new QueryObserver(client, newNotificationCountOptions(auth.api, userId, true))
  const unsubscribe = observer.subscribe(() => {})
  stop = () => {
    unsubscribe()
    unsubscribeCache()
  }
  /** Until the request on its way has its answer (real I/O; setImmediate is not faked). */
  const answered = async () => {
    while (observer.getCurrentResult().fetchStatus === 'fetching') await new Promise((resolve) => setImmediate(resolve))
    return observer.getCurrentResult().data
  }
  return { requests: () => started, answered }
}

describe('the notification poll', () => {
  it('asks at once, then every 30 s, for the count after the member’s seen time', async () => {
    count = 2
    const poll = startPoll()
    expect(poll.requests()).toBe(1)
    expect(await poll.answered()).toEqual({ count: 2 })
    expect(server.seen[0]?.path).toBe(`/api/notifications/new?after=${encodeURIComponent('1970-01-01T00:00:00.000Z')}`)
    expect(server.seen[0]?.authorization).toBe('Bearer token')

    await vi.advanceTimersByTimeAsync(notificationPollMs - 1)
    expect(poll.requests()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(poll.requests()).toBe(2)
    await poll.answered()
    await vi.advanceTimersByTimeAsync(notificationPollMs)
    expect(poll.requests()).toBe(3)
    await poll.answered()
  })

  it('pauses while the page is hidden and asks at once when it shows again', async () => {
    const poll = startPoll()
    await poll.answered()
    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(5 * notificationPollMs)
    expect(poll.requests()).toBe(1)
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(poll.requests()).toBe(2)
    await poll.answered()
  })

  it('asks at once when the network returns', async () => {
    const poll = startPoll()
    await poll.answered()
    window.dispatchEvent(new Event('offline'))
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(poll.requests()).toBe(2)
    await poll.answered()
  })

  it('counts from the time the member last looked, kept per member on this device', async () => {
    const poll = startPoll('u7')
    await poll.answered()
    const seenAt = '2025-05-01T10:00:00.001Z'
    markNotificationsSeen(client, 'u7', seenAt)
    expect(client.getQueryData(notificationKeys.count('u7'))).toEqual({ count: 0 })
    expect(notificationsSeenAt('u7')).toBe(seenAt)
    expect(notificationsSeenAt('u8')).toBe('1970-01-01T00:00:00.000Z')
    await vi.advanceTimersByTimeAsync(notificationPollMs)
    await poll.answered()
    expect(server.seen.at(-1)?.path).toBe(`/api/notifications/new?after=${encodeURIComponent(seenAt)}`)
  })
})

describe('what counts as seen', () => {
  it('is a millisecond after the newest notification listed (the server’s clock), else now', () => {
    expect(seenMark('2025-05-01T10:00:00.000Z')).toBe('2025-05-01T10:00:00.001Z')
    expect(seenMark(undefined, new Date('2025-06-01T00:00:00.000Z'))).toBe('2025-06-01T00:00:00.000Z')
  })
})
