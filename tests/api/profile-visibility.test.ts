import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '#contract/users'
import { bearer, makeClassMembership, makeFriends, makeSignedInUser } from './support/factories'
import { fields, pngImage, postProfile, webmAudio } from './support/profile-form'
import { startTestApp, type TestApp } from './support/test-app'
import { classMembers } from '#server/db/schema'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>
let t: TestApp
let dataDir: string
let owner: Member
let profile: User
const viewers: Record<string, string | null> = {}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'profile-visibility-'))
  t = await startTestApp({ dataDir, contentDir: null })
  owner = await makeSignedInUser(t.app, t.db)
  const res = await postProfile(t.app, owner.token, [
    ...fields({ name: 'Olive Owner', handle: 'olive', portfolioLink: '' }),
    { name: 'photo', file: await pngImage() },
    { name: 'intro', file: webmAudio() },
  ])
  profile = res.json<User>()
  const friend = await makeSignedInUser(t.app, t.db)
  await makeFriends(t.db, friend.id, owner.id)
  const pending = await makeSignedInUser(t.app, t.db)
  await makeFriends(t.db, owner.id, pending.id, 'pending')
  const { classId } = await makeClassMembership(t.db, owner.id, 'student')
  const classmate = await makeSignedInUser(t.app, t.db)
  const teacher = await makeSignedInUser(t.app, t.db)
  await t.db.insert(classMembers).values([
    { classId, userId: classmate.id, membership: 'student' },
    { classId, userId: teacher.id, membership: 'teacher' },
  ])
  const otherClassTeacher = await makeSignedInUser(t.app, t.db)
  await makeClassMembership(t.db, otherClassTeacher.id, 'teacher')
  const stranger = await makeSignedInUser(t.app, t.db)
  Object.assign(viewers, {
    self: owner.token,
    friend: friend.token,
    classmate: classmate.token,
    teacher: teacher.token,
    'pending friend': pending.token,
    'teacher of another class': otherClassTeacher.token,
    stranger: stranger.token,
    visitor: null,
  })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const get = (url: string, token: string | null) => t.app.inject({ url, headers: token ? bearer(token) : {} })
const insiders = ['self', 'friend', 'classmate', 'teacher']
const outsiders = ['pending friend', 'teacher of another class', 'stranger', 'visitor']

describe('protected name, photo and intro', () => {
  it.each(insiders)('are shown to the %s', async (who) => {
    const token = viewers[who]!
    for (const url of [`/api/users/${owner.id}`, '/api/members/olive', '/api/members/OLIVE']) {
      const res = await get(url, token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        id: owner.id,
        handle: 'olive',
        name: 'Olive Owner',
        photo: profile.photo,
        intro: profile.intro,
      })
    }
    expect((await get(`/api/users/photo/${profile.photo}`, token)).statusCode).toBe(200)
    const intro = await get(`/api/users/intro/${profile.intro}`, token)
    expect(intro.statusCode).toBe(200)
    expect(intro.headers['cache-control']).toMatch(/^private/)
  })

  it.each(outsiders)('are hidden from the %s', async (who) => {
    const token = viewers[who] ?? null
    for (const url of [`/api/users/${owner.id}`, '/api/members/olive']) {
      const res = await get(url, token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        id: owner.id,
        handle: 'olive',
        name: null,
        photo: null,
        intro: null,
        portfolioLink: null,
      })
    }
    for (const url of [`/api/users/photo/${profile.photo}`, `/api/users/intro/${profile.intro}`]) {
      const res = await get(url, token)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toHaveProperty('message')
    }
  })

  it('only the member sees their whole record (e-mail, location, privileges)', async () => {
    expect((await get(`/api/users/${owner.id}`, owner.token)).json()).toHaveProperty('username', owner.username)
    expect((await get('/api/members/olive', owner.token)).json()).toHaveProperty('username', owner.username)
    expect((await get(`/api/users/${owner.id}`, viewers.friend!)).json()).not.toHaveProperty('username')
  })
})

describe('public name, photo and intro', () => {
  it('are shown to everyone, the files cacheable by shared caches for a short while', async () => {
    const res = await postProfile(
      t.app,
      owner.token,
      fields({ nameVisibility: 'public', photoVisibility: 'public', introVisibility: 'public' }),
    )
    expect(res.statusCode).toBe(200)
    try {
      for (const who of outsiders) {
        const token = viewers[who] ?? null
        const view = await get('/api/members/olive', token)
        expect(view.json()).toMatchObject({ name: 'Olive Owner', photo: profile.photo, intro: profile.intro })
        const photo = await get(`/api/users/photo/${profile.photo}`, token)
        expect(photo.statusCode).toBe(200)
        expect(photo.headers['cache-control']).toBe('public, max-age=300')
        expect((await get(`/api/users/intro/${profile.intro}`, token)).statusCode).toBe(200)
      }
    } finally {
      await postProfile(
        t.app,
        owner.token,
        fields({ nameVisibility: 'protected', photoVisibility: 'protected', introVisibility: 'protected' }),
      )
    }
  })

  it('each field follows its own visibility', async () => {
    await postProfile(t.app, owner.token, fields({ photoVisibility: 'public' }))
    try {
      const view = await get('/api/members/olive', null)
      expect(view.json()).toMatchObject({ name: null, photo: profile.photo, intro: null })
    } finally {
      await postProfile(t.app, owner.token, fields({ photoVisibility: 'protected' }))
    }
  })
})

describe('unknown members and files', () => {
  it('answers 404 with the SPEC text for an unknown handle or id', async () => {
    for (const url of ['/api/members/nobody-here', '/api/users/no-such-user']) {
      const res = await get(url, null)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'This user does not exist.' })
    }
  })

  it('answers 404 for unknown or malformed file ids, 401 for an invalid token', async () => {
    expect((await get('/api/users/photo/AAAAAAAAAAAAAAAAAAAAAA', owner.token)).statusCode).toBe(404)
    expect((await get('/api/users/photo/..%2F..%2Fetc%2Fpasswd', owner.token)).statusCode).toBe(404)
    expect((await get('/api/users/intro/x', null)).statusCode).toBe(404)
    const forged = await get(`/api/users/photo/${profile.photo}`, `${owner.token.slice(0, -4)}AAAA`)
    expect(forged.statusCode).toBe(401)
  })
})
