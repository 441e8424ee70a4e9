import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultAccessTokenTtlSeconds } from '#server/auth/access-tokens'
import { users } from '#server/db/schema'
import { bearer, makeClassMembership, makeUser, signIn, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let ann: UserFixture
let bob: UserFixture
let token: string
beforeAll(async () => {
  t = await startTestApp()
  ann = await makeUser(t.db, { privileges: ['audio_library'] })
  bob = await makeUser(t.db)
  await t.db
    .update(users)
    .set({
      name: 'Bob Jones',
      nameVisibility: 'public',
      photo: 'photo-1',
      photoVisibility: 'protected',
      handle: 'bobj',
    })
    .where(eq(users.id, bob.id))
  token = (await signIn(t.app, ann)).token
})
afterAll(() => t.close())

const getUser = (id: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ url: `/api/users/${encodeURIComponent(id)}`, headers })

describe('GET /api/users/:id', () => {
  it('shows the signed-in user their whole record', async () => {
    const res = await getUser(ann.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: ann.id,
      username: ann.username,
      role: { name: 'audio_library', privileges: ['audio_library'] },
      privileges: ['audio_library'],
    })
  })

  it('shows another user only their public fields', async () => {
    const res = await getUser(bob.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: bob.id,
      handle: 'bobj',
      name: 'Bob Jones',
      photo: null,
      intro: null,
      portfolioLink: null,
    })
  })

  it('lists the classes of a school user', async () => {
    const { classId } = await makeClassMembership(t.db, ann.id, 'teacher', { school: 'Bay High', className: 'Voice 7' })
    const res = await getUser(ann.id)
    expect(res.json().classes).toEqual([
      { id: classId, name: 'Voice 7', school: { name: 'Bay High', country: 'NZ' }, membership: 'teacher' },
    ])
  })

  it('answers 404 for an unknown user', async () => {
    const res = await getUser('no-such-user')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'This user does not exist.' })
  })

  it('answers 400 for an id with a NUL character', async () => {
    const res = await t.app.inject({ url: '/api/users/ab%00cd', headers: bearer(token) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The request contains a NUL character, which is not allowed.' })
  })

  it('answers 4xx with a message for over-long ids', async () => {
    const res = await getUser('x'.repeat(65))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Id must be at most 64 characters long.' })
    const veryLong = await getUser('x'.repeat(500))
    expect(veryLong.statusCode).toBeGreaterThanOrEqual(400)
    expect(veryLong.statusCode).toBeLessThan(500)
    expect(veryLong.json()).toHaveProperty('message')
  })

  it('shows a visitor the public profile, and refuses an invalid or expired token', async () => {
    const none = await getUser(bob.id, {})
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({
      id: bob.id,
      handle: 'bobj',
      name: 'Bob Jones',
      photo: null,
      intro: null,
      portfolioLink: null,
    })
    const forged = await getUser(ann.id, bearer(`${token.slice(0, -4)}AAAA`))
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toEqual({ message: 'Your session has expired. Please log in again.' })
    const garbage = await getUser(ann.id, { authorization: 'Basic abc' })
    expect(garbage.statusCode).toBe(401)

    t.clock.advance((defaultAccessTokenTtlSeconds + 5) * 1000)
    try {
      expect((await getUser(ann.id)).statusCode).toBe(401)
    } finally {
      t.clock.advance(-(defaultAccessTokenTtlSeconds + 5) * 1000)
    }
    expect((await getUser(ann.id)).statusCode).toBe(200)
  })

  it('refuses the token of a user who no longer exists', async () => {
    const gone = await makeUser(t.db)
    const goneToken = (await signIn(t.app, gone)).token
    await t.db.delete(users).where(eq(users.id, gone.id))
    const res = await getUser(ann.id, bearer(goneToken))
    expect(res.statusCode).toBe(401)
  })
})
