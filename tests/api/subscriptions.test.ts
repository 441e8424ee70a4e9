import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Subscription } from '#contract/subscriptions'
import type { User } from '#contract/users'
import { bearer, makeSubscription, makeUser, signIn } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const day = 24 * 60 * 60 * 1000

describe('effective privileges: role ∪ unexpired subscription roles', () => {
  it('adds an active subscription, ignores an expired one', async () => {
    const user = await makeUser(t.db, { privileges: ['draft'] })
    const now = Date.now()
    await makeSubscription(t.db, user.id, ['read_free_script', 'draft'], new Date(now + 10 * day))
    await makeSubscription(t.db, user.id, ['show_metrics'], new Date(now - day))
    const { token, session } = await signIn(t.app, user)
    expect(session.user.privileges).toEqual(['read_free_script', 'draft'])
    expect(session.user.role).toEqual({ name: 'draft', privileges: ['draft'] })

    const me = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) })
    expect(me.json<User>().privileges).toEqual(['read_free_script', 'draft'])
  })

  it('stops counting a subscription once it expires', async () => {
    const user = await makeUser(t.db)
    await makeSubscription(t.db, user.id, ['audio_library'], new Date(Date.now() + day))
    const { token } = await signIn(t.app, user)
    const before = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) })
    expect(before.json<User>().privileges).toEqual(['audio_library'])
    t.clock.advance(day + 1000)
    try {
      const { token: later } = await signIn(t.app, user)
      const after = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(later) })
      expect(after.json<User>().privileges).toEqual([])
    } finally {
      t.clock.advance(-(day + 1000))
    }
  })
})

describe('GET /api/subscriptions', () => {
  it('lists the user’s own subscriptions, expired too, newest expiry first, with ISO dates', async () => {
    const user = await makeUser(t.db)
    const soon = new Date(Date.now() + 3 * day)
    const later = new Date(Date.now() + 30 * day)
    const past = new Date(Date.now() - 3 * day)
    await makeSubscription(t.db, user.id, ['read_free_script'], soon)
    await makeSubscription(t.db, user.id, ['audio_library', 'read_free_script'], later)
    await makeSubscription(t.db, user.id, ['show_metrics'], past)
    const { token } = await signIn(t.app, user)
    const expected: Subscription[] = [
      {
        role: { name: 'read_free_script+audio_library', privileges: ['read_free_script', 'audio_library'] },
        expiry: later.toISOString(),
      },
      { role: { name: 'read_free_script', privileges: ['read_free_script'] }, expiry: soon.toISOString() },
      { role: { name: 'show_metrics', privileges: ['show_metrics'] }, expiry: past.toISOString() },
    ]
    for (const url of ['/api/subscriptions', `/api/subscriptions?user=${user.id}`]) {
      const res = await t.app.inject({ url, headers: bearer(token) })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(expected)
    }
  })

  it('answers an empty list for a user without subscriptions', async () => {
    const user = await makeUser(t.db)
    const { token } = await signIn(t.app, user)
    const res = await t.app.inject({ url: '/api/subscriptions', headers: bearer(token) })
    expect(res.json()).toEqual([])
  })

  it('refuses another user’s subscriptions, or an unknown user’s, with 403', async () => {
    const ann = await makeUser(t.db)
    const bob = await makeUser(t.db)
    const { token } = await signIn(t.app, ann)
    for (const id of [bob.id, 'no-such-user']) {
      const res = await t.app.inject({ url: `/api/subscriptions?user=${id}`, headers: bearer(token) })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: 'You can only see your own subscriptions.' })
    }
  })

  it('rejects bad input and anonymous calls with 4xx and a message', async () => {
    const ann = await makeUser(t.db)
    const { token } = await signIn(t.app, ann)
    const long = await t.app.inject({ url: `/api/subscriptions?user=${'x'.repeat(65)}`, headers: bearer(token) })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({ message: 'User must be at most 64 characters long.' })
    const empty = await t.app.inject({ url: '/api/subscriptions?user=', headers: bearer(token) })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({ message: 'User must not be empty.' })
    const anonymous = await t.app.inject({ url: '/api/subscriptions' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ message: 'Please log in.' })
  })
})
