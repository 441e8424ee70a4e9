import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileMessages } from '#contract/profiles'
import type { User } from '#contract/users'
import type { ChannelView } from '#contract/channels'
import { drafts, episodeAudio, friendships, sessions, takes, users } from '#server/db/schema'
import {
  bearer,
  joinSession,
  makeClassMembership,
  makeDraft,
  makeFriends,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  recordTakeRow,
  signIn,
} from './support/factories'
import { createChannel, publishEpisode, uploadMp3 } from './support/podcast'
import { fields, pngImage, postProfile, webmAudio } from './support/profile-form'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'account-closing-'))
  t = await startTestApp({ dataDir, contentDir: null })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const close = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/delete',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  })
const uploads = () => path.join(dataDir, 'blobs', 'uploads')

async function takeWithAudio(sessionId: string, lineId: string, userId: string) {
  const take = await recordTakeRow(t.db, { sessionId, lineId, userId })
  await mkdir(uploads(), { recursive: true })
  await writeFile(path.join(uploads(), take.storageKey), webmAudio(100))
  await writeFile(path.join(uploads(), `${take.storageKey}.json`), '{}')
  return take
}

describe('POST /api/users/delete', () => {
  it('deletes the member’s channels with their artwork and every episode’s audio, published or not', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const bob = await makeSignedInUser(t.app, t.db)
    const channel = await createChannel(t.app, ann.token, { title: 'Ann radio' })
    const image = await sharp({
      create: { width: 1500, height: 1500, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer()
    const art = await t.app.inject({
      method: 'PUT',
      url: `/api/channels/${channel.id}/artwork`,
      headers: { ...bearer(ann.token), 'content-type': 'image/jpeg' },
      payload: image,
    })
    expect(art.statusCode, art.body).toBe(200)
    const artworkId = art.json<ChannelView>().artwork!
    const episode = await publishEpisode(t.app, ann.token, channel.id, { title: 'Ann one' })
    const waiting = await uploadMp3(t.app, ann.token, 1)
    const bobs = await uploadMp3(t.app, bob.token, 1)
    const files = async (folder: string) => readdir(path.join(dataDir, 'blobs', folder)).catch(() => [] as string[])
    const audioIdOf = (url: string) => path.basename(url).replace(/\.mp3$/, '')
    expect(await files('episodes')).toEqual(expect.arrayContaining([audioIdOf(episode.audioUrl), waiting.id, bobs.id]))
    expect((await files('artwork')).filter((name) => name.startsWith(artworkId))).toHaveLength(3)

    expect((await close(ann.token, { username: ann.username, password: ann.password })).statusCode).toBe(204)
    const left = await files('episodes')
    expect(left).not.toContain(audioIdOf(episode.audioUrl))
    expect(left).not.toContain(waiting.id)
    expect(left).toContain(bobs.id)
    expect((await files('artwork')).filter((name) => name.startsWith(artworkId))).toEqual([])
    expect(await t.db.select().from(episodeAudio).where(eq(episodeAudio.id, waiting.id))).toEqual([])
  })

  it('closes the account: personal data, own sessions and own takes go; other members keep theirs', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const bob = await makeSignedInUser(t.app, t.db)
    await makeFriends(t.db, ann.id, bob.id)
    const profile = (
      await postProfile(t.app, ann.token, [
        ...fields({ name: 'Ann', handle: 'ann-closing' }),
        { name: 'photo', file: await pngImage() },
        { name: 'intro', file: webmAudio() },
      ])
    ).json<User>()
    await makeDraft(t.app, ann.token)
    const bobDraft = await makeDraft(t.app, bob.token)

    // Ann's session, which Bob joined and recorded in.
    const annScript = await makeScript(t.app, ann.token)
    const annSession = await makeSession(t.app, ann.token, annScript.id)
    await joinSession(t.app, bob.token, (await makeShareLink(t.app, ann.token, annSession.id)).linkId)
    const bobTakeInAnns = await takeWithAudio(annSession.id, annScript.lines[0]!.id, bob.id)
    // Bob's session, which Ann joined and recorded in, next to Bob's own take.
    const bobScript = await makeScript(t.app, bob.token)
    const bobSession = await makeSession(t.app, bob.token, bobScript.id)
    await joinSession(t.app, ann.token, (await makeShareLink(t.app, bob.token, bobSession.id)).linkId)
    const annTakeInBobs = await takeWithAudio(bobSession.id, bobScript.lines[0]!.id, ann.id)
    const bobOwnTake = await takeWithAudio(bobSession.id, bobScript.lines[1]!.id, bob.id)
    const { refreshCookie } = await signIn(t.app, ann)

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/delete',
      headers: bearer(ann.token),
      cookies: { refresh_token: refreshCookie },
      payload: { username: ` ${ann.username.toUpperCase()} `, password: ann.password },
    })
    expect(res.statusCode).toBe(204)
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('')

    // Ann is gone: no sign-in, no profile, no token, no files.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/authenticate', payload: ann })).statusCode).toBe(401)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/refresh-token',
          cookies: { refresh_token: refreshCookie },
        })
      ).statusCode,
    ).toBe(401)
    expect((await t.app.inject({ url: `/api/users/${ann.id}`, headers: bearer(ann.token) })).statusCode).toBe(401)
    for (const url of [`/api/users/${ann.id}`, '/api/members/ann-closing']) {
      const view = await t.app.inject({ url, headers: bearer(bob.token) })
      expect(view.statusCode).toBe(404)
      expect(view.json()).toEqual({ message: 'This user does not exist.' })
    }
    expect(existsSync(path.join(dataDir, 'blobs', 'photos', profile.photo!))).toBe(false)
    expect(existsSync(path.join(dataDir, 'blobs', 'intros', profile.intro!))).toBe(false)
    expect(await t.db.select().from(users).where(eq(users.id, ann.id))).toEqual([])
    expect(await t.db.select().from(drafts).where(eq(drafts.ownerId, ann.id))).toEqual([])
    expect(await t.db.select().from(friendships).where(eq(friendships.requesterId, ann.id))).toEqual([])

    // Ann's session went with every take in it (Bob's too); her take in Bob's session went.
    expect(await t.db.select().from(sessions).where(eq(sessions.id, annSession.id))).toEqual([])
    for (const take of [bobTakeInAnns, annTakeInBobs]) {
      expect(existsSync(path.join(uploads(), take.storageKey))).toBe(false)
      expect(existsSync(path.join(uploads(), `${take.storageKey}.json`))).toBe(false)
    }
    // Bob keeps his account, draft, session and own take.
    expect((await t.app.inject({ url: `/api/drafts/${bobDraft.id}`, headers: bearer(bob.token) })).statusCode).toBe(200)
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, bobSession.id))).toHaveLength(1)
    expect(await t.db.select({ id: takes.id }).from(takes).where(eq(takes.sessionId, bobSession.id))).toEqual([
      { id: bobOwnTake.id },
    ])
    expect(existsSync(path.join(uploads(), bobOwnTake.storageKey))).toBe(true)
  })

  it.each([
    ['a teacher (privilege)', { privileges: ['teacher' as const] }, null, profileMessages.teacherClose],
    ['a teacher of a class', {}, 'teacher' as const, profileMessages.teacherClose],
    ['a student (privilege)', { privileges: ['student' as const] }, null, profileMessages.studentClose],
    ['a student of a class', {}, 'student' as const, profileMessages.studentClose],
  ])('refuses %s with the SPEC message and closes nothing', async (_who, input, place, message) => {
    const member = await makeSignedInUser(t.app, t.db, input)
    if (place) await makeClassMembership(t.db, member.id, place)
    const res = await close(member.token, { username: member.username, password: member.password })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message })
    expect((await signIn(t.app, member)).token).toEqual(expect.any(String))
  })

  it('needs the right password and the member’s own user ID', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const bob = await makeSignedInUser(t.app, t.db)
    const wrong = await close(ann.token, { username: ann.username, password: 'not-it' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toEqual({ message: 'The password is incorrect.' })
    const other = await close(ann.token, { username: bob.username, password: ann.password })
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ message: profileMessages.notYourAccount })
    expect((await close(ann.token, { username: ann.username })).statusCode).toBe(400)
    expect((await close(ann.token, { username: 7, password: ann.password })).statusCode).toBe(400)
    expect((await close(null, { username: ann.username, password: ann.password })).statusCode).toBe(401)
    expect((await signIn(t.app, ann)).token).toEqual(expect.any(String))
    expect((await signIn(t.app, bob)).token).toEqual(expect.any(String))
  })
})

describe('closing a Microsoft account, which has no password here', () => {
  it('closes when its user ID is typed, refuses another user ID, and asks a password account for its password', async () => {
    const microsoft = await makeSignedInUser(t.app, t.db)
    await t.db.update(users).set({ passwordHash: null, accountType: 'microsoft' }).where(eq(users.id, microsoft.id))

    const wrong = await close(microsoft.token, { username: 'someone-else' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toEqual({ message: profileMessages.notYourAccount })
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, microsoft.id))).toHaveLength(1)

    const typed = await close(microsoft.token, { username: ` ${microsoft.username.toUpperCase()} ` })
    expect(typed.statusCode, typed.body).toBe(204)
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, microsoft.id))).toEqual([])

    const withPassword = await makeSignedInUser(t.app, t.db)
    const unconfirmed = await close(withPassword.token, { username: withPassword.username })
    expect(unconfirmed.statusCode).toBe(400)
    expect(unconfirmed.json()).toEqual({ message: 'Please enter your password.' })
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, withPassword.id))).toHaveLength(1)
  })
})
