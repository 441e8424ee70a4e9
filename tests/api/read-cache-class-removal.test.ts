// Removing a student from a class closes at once every read and act the class place allowed
// (issue 36, decision 101), even one the app has just served and kept in its read cache: a
// classmate's protected photo, a classmate's protected profile, the class channel's "you may
// publish", and writing to the teacher. Each test warms the read (twice, the second a conditional
// request answered 304), has the teacher remove the student through the endpoint the class screen
// uses, and reads again, as a device would, with the ETag of the answer it kept.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChannelView } from '#contract/channels'
import type { User } from '#contract/users'
import { classMembers } from '#server/db/schema'
import { bearer, clientId, makeClassMembership, makeSignedInUser, uniqueName } from './support/factories'
import { createChannel, uploadMp3 } from './support/podcast'
import { fields, pngImage, postProfile, webmAudio } from './support/profile-form'
import { startTestApp, type TestApp } from './support/test-app'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>
let t: TestApp
let dataDir: string
let teacher: Member
let classmate: Member
let classmateProfile: User
let classId: string
let channel: ChannelView

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'read-cache-class-removal-'))
  t = await startTestApp({ dataDir, contentDir: null })
  teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
  ;({ classId } = await makeClassMembership(t.db, teacher.id, 'teacher'))
  classmate = await enrolledStudent()
  const saved = await postProfile(t.app, classmate.token, [
    ...fields({
      name: 'Cara Classmate',
      handle: uniqueName('cara').toLowerCase(),
      nameVisibility: 'protected',
      photoVisibility: 'protected',
      introVisibility: 'protected',
    }),
    { name: 'photo', file: await pngImage() },
    { name: 'intro', file: webmAudio() },
  ])
  expect(saved.statusCode, saved.body).toBe(200)
  classmateProfile = saved.json<User>()
  channel = await createChannel(t.app, teacher.token, { title: 'Class radio', classId })
}, 60_000)

afterAll(async () => {
  await t?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A new member with a place as a student of the class. */
async function enrolledStudent(): Promise<Member> {
  const student = await makeSignedInUser(t.app, t.db)
  await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
  return student
}

const read = (url: string, token: string | null, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), ...(etag ? { 'if-none-match': etag } : {}) },
  })

/** Reads `url` twice as `token`'s member, the second time with the first answer's ETag (a 304 from
 *  what the app kept); the first answer, as the device keeps it. */
async function warm(url: string, token: string) {
  const first = await read(url, token)
  expect(first.statusCode, first.body).toBe(200)
  const etag = first.headers.etag as string
  expect(etag).toBeTruthy()
  expect((await read(url, token, etag)).statusCode).toBe(304)
  return { body: first, etag }
}

async function removeFromClass(student: Member): Promise<void> {
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/classes/${classId}/students/${student.id}`,
    headers: bearer(teacher.token),
  })
  expect(removed.statusCode, removed.body).toBeLessThan(300)
}

describe('a student removed from a class', () => {
  it('is refused a classmate’s protected photo and intro at once, though they were just served', async () => {
    const student = await enrolledStudent()
    const photoUrl = `/api/users/photo/${classmateProfile.photo}`
    const introUrl = `/api/users/intro/${classmateProfile.intro}`
    const photo = await warm(photoUrl, student.token)
    const intro = await warm(introUrl, student.token)

    await removeFromClass(student)

    for (const etag of [undefined, photo.etag]) {
      const refused = await read(photoUrl, student.token, etag)
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toMatchObject({ message: 'This photo does not exist.' })
    }
    const introRefused = await read(introUrl, student.token, intro.etag)
    expect(introRefused.statusCode).toBe(404)
    expect(introRefused.json()).toMatchObject({ message: 'This intro does not exist.' })
    // The files are still there for those still in the class.
    expect((await read(photoUrl, teacher.token)).statusCode).toBe(200)
  })

  it('no longer sees a classmate’s protected name, photo and intro on their profile, even with the kept ETag', async () => {
    const student = await enrolledStudent()
    const url = `/api/members/${classmateProfile.handle}`
    const kept = await warm(url, student.token)
    expect(kept.body.json()).toMatchObject({
      name: 'Cara Classmate',
      photo: classmateProfile.photo,
      intro: classmateProfile.intro,
    })

    await removeFromClass(student)

    const after = await read(url, student.token, kept.etag)
    expect(after.statusCode).toBe(200)
    expect(after.json()).toMatchObject({ id: classmate.id, name: null, photo: null, intro: null })
    expect(after.headers.etag).not.toBe(kept.etag)
  })

  it('may no longer publish to the class channel, and the channel page just kept says so', async () => {
    const student = await enrolledStudent()
    const url = `/api/channels/${channel.id}`
    const kept = await warm(url, student.token)
    expect(kept.body.json<ChannelView>().viewer).toEqual({ following: false, canEdit: false, canPublish: true })
    const publish = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/channels/${channel.id}/episodes`,
        headers: bearer(student.token),
        payload: {
          title: 'Our scene',
          publishAt: t.clock.now().toISOString(),
          audioId: (await uploadMp3(t.app, student.token)).id,
        },
      })
    const allowed = await publish()
    expect(allowed.statusCode, allowed.body).toBe(201)
    // The page changed with the new (waiting) episode: keep the answer from after it.
    const before = await warm(url, student.token)

    await removeFromClass(student)

    const after = await read(url, student.token, before.etag)
    expect(after.statusCode).toBe(200)
    expect(after.json<ChannelView>().viewer).toEqual({ following: false, canEdit: false, canPublish: false })
    const refused = await publish()
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ message: 'You cannot publish to this channel.' })
  })

  it('can no longer write to the teacher, and the teacher no longer sees their protected name', async () => {
    const student = await enrolledStudent()
    const handle = uniqueName('sam').toLowerCase()
    const saved = await postProfile(
      t.app,
      student.token,
      fields({ name: 'Sam Student', handle, nameVisibility: 'protected' }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const write = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${teacher.id}/messages`,
        headers: bearer(student.token),
        payload: { clientId: clientId(), body },
      })
    expect((await write('Is the scene due on Friday?')).statusCode).toBe(201)
    const kept = await warm(`/api/members/${handle}`, teacher.token)
    expect(kept.body.json()).toMatchObject({ id: student.id, name: 'Sam Student' })

    await removeFromClass(student)

    const refused = await write('And the next one?')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      message: 'You can only write to your friends, and teachers to the students of their classes.',
    })
    const after = await read(`/api/members/${handle}`, teacher.token, kept.etag)
    expect(after.statusCode).toBe(200)
    expect(after.json()).toMatchObject({ id: student.id, name: null })
  })
})
