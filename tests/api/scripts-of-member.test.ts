// GET /api/users/:id/scripts: one member's scripts as each viewer may read them (the friends screen
// shows a friend's shared scripts one tap away). The same visibility rules as reading one script.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '#contract/pagination'
import type { ScriptSummary, ScriptVisibility } from '#contract/scripts'
import { users } from '#server/db/schema'
import { clientId, makeFriends, makeScript, makeSignedInUser } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let call: ReturnType<typeof caller>
let owner: Awaited<ReturnType<typeof makeSignedInUser>>
const titles: Record<ScriptVisibility, string> = {
  private: 'Private scene',
  friends: 'Friends scene',
  public: 'Public scene',
}
const tokens: Record<'owner' | 'friend' | 'pending' | 'stranger' | 'visitor', string | null> = {
  owner: null,
  friend: null,
  pending: null,
  stranger: null,
  visitor: null,
}

beforeAll(async () => {
  t = await startTestApp()
  call = caller(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  await t.db.update(users).set({ name: 'Olive Owner', nameVisibility: 'protected' }).where(eq(users.id, owner.id))
  const friend = await makeSignedInUser(t.app, t.db)
  const pending = await makeSignedInUser(t.app, t.db)
  await makeFriends(t.db, friend.id, owner.id)
  await makeFriends(t.db, owner.id, pending.id, 'pending')
  Object.assign(tokens, {
    owner: owner.token,
    friend: friend.token,
    pending: pending.token,
    stranger: (await makeSignedInUser(t.app, t.db)).token,
  })
  for (const visibility of ['private', 'friends', 'public'] as const)
    await makeScript(t.app, owner.token, { title: titles[visibility], visibility })
})
afterAll(() => t.close())

const list = (token: string | null, query = '') => call('GET', `/api/users/${owner.id}/scripts${query}`, token)

describe('GET /api/users/:id/scripts', () => {
  const expected: Record<keyof typeof tokens, ScriptVisibility[]> = {
    owner: ['public', 'friends', 'private'],
    friend: ['public', 'friends'],
    pending: ['public'],
    stranger: ['public'],
    visitor: ['public'],
  }

  for (const [viewer, visible] of Object.entries(expected) as Array<[keyof typeof tokens, ScriptVisibility[]]>) {
    it(`shows the ${viewer} only what they may read, newest change first`, async () => {
      const res = await list(tokens[viewer])
      expect(res.statusCode).toBe(200)
      const page = res.json<Page<ScriptSummary>>()
      expect(page.items.map((item) => item.title)).toEqual(visible.map((visibility) => titles[visibility]))
      expect(page.nextCursor).toBeNull()
      // The protected name only for the owner and friends, as on every script.
      const seesName = viewer === 'owner' || viewer === 'friend'
      expect(page.items.every((item) => item.owner?.name === (seesName ? 'Olive Owner' : null))).toBe(true)
      expect(page.items.every((item) => item.mine === (viewer === 'owner'))).toBe(true)
    })
  }

  it('pages by nextCursor without repeating a script', async () => {
    const first = (await list(tokens.owner, '?limit=2')).json<Page<ScriptSummary>>()
    expect(first.items).toHaveLength(2)
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = (await list(tokens.owner, `?limit=2&cursor=${first.nextCursor}`)).json<Page<ScriptSummary>>()
    expect(second.items.map((item) => item.title)).toEqual([titles.private])
    expect(second.nextCursor).toBeNull()
  })

  it('answers 404 for an unknown member, and 4xx with a message for bad input', async () => {
    const unknown = await call('GET', `/api/users/${clientId()}/scripts`, tokens.friend)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'This user does not exist.' })
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?cursor=not-a-cursor', `?cursor=${'a'.repeat(201)}`]) {
      const res = await list(tokens.friend, query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json<{ message: string }>().message, query).toEqual(expect.any(String))
    }
    const longId = await call('GET', `/api/users/${'x'.repeat(65)}/scripts`, tokens.friend)
    expect(longId.statusCode).toBe(400)
  })

  it('answers 401 to a forged token, so the app refreshes it', async () => {
    expect((await list('not.a.token')).statusCode).toBe(401)
  })
})
