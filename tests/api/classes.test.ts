// School classes on the real app and a fresh database: who may manage a class (its teachers only),
// join codes (wrong, switched off, replaced), joining at registration, eight members joining at once,
// student accounts made by a teacher, the students list and notes to a class.
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classMessages, type ClassStudent, type StudentAccount, type TeacherClass } from '#contract/classes'
import { joinCodeAlphabet } from '#contract/join-code'
import type { Page } from '#contract/pagination'
import { profileMessages } from '#contract/profiles'
import type { SessionResponse } from '#contract/users'
import { signInRequiredMessage } from '#server/auth/guard'
import { withFreshCode } from '#server/classes/join-codes'
import { wrongCodesPerMember } from '#server/classes/wrong-codes'
import { classes, classMembers, notifications, users } from '#server/db/schema'
import {
  bearer,
  makeScript,
  makeSchool,
  makeSchoolTeacher,
  makeSession,
  makeSignedInUser,
  makeUser,
  signIn,
  uniqueName,
  type UserFixture,
} from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

type Member = UserFixture & { token: string }

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const codeForm = new RegExp(`^[${joinCodeAlphabet}]{8}$`)

function call(method: InjectOptions['method'], url: string, token: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  })
}

async function makeClass(teacher: Member, schoolId: string, name = 'Drama 1'): Promise<TeacherClass> {
  const res = await call('POST', '/api/classes/', teacher.token, { name, schoolId })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<TeacherClass>()
}

async function join(member: Member, code: string) {
  return call('POST', '/api/classes/join', member.token, { code })
}

async function joined(member: Member, code: string): Promise<void> {
  const res = await join(member, code)
  expect(res.statusCode, res.body).toBe(201)
}

const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId))

describe('schools and making classes', () => {
  it('lists the schools the teacher teaches at, and only those', async () => {
    const hill = await makeSchool(t.db, { name: 'Hill School', country: 'NZ' })
    await makeSchool(t.db, { name: 'Other School' })
    const teacher = await makeSchoolTeacher(t.app, t.db, hill.id)
    const res = await call('GET', '/api/schools/', teacher.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ items: [hill] })
  })

  it('makes a class with the maker as its teacher and a fresh join code', async () => {
    const school = await makeSchool(t.db)
    const teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    const made = await makeClass(teacher, school.id, '  Year 7 Drama  ')
    expect(made).toMatchObject({ name: 'Year 7 Drama', school, studentCount: 0 })
    expect(made.joinCode).toMatch(codeForm)
    expect((await call('GET', '/api/classes/', teacher.token)).json()).toEqual({ items: [made] })
    expect((await call('GET', `/api/classes/${made.id}`, teacher.token)).json()).toEqual(made)

    const me = await call('GET', `/api/users/${teacher.id}`, teacher.token)
    expect(me.json().classes).toEqual([
      {
        id: made.id,
        name: 'Year 7 Drama',
        school: { name: school.name, country: school.country },
        membership: 'teacher',
      },
    ])
  })

  it('lets only teachers of the school make classes in it', async () => {
    const school = await makeSchool(t.db)
    const elsewhere = await makeSchoolTeacher(t.app, t.db, (await makeSchool(t.db)).id)
    const member = await makeSignedInUser(t.app, t.db)
    const privilegedOnly = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })

    const byOtherSchool = await call('POST', '/api/classes/', elsewhere.token, { name: 'X', schoolId: school.id })
    expect(byOtherSchool.statusCode).toBe(403)
    expect(byOtherSchool.json()).toEqual({ message: classMessages.notSchoolTeacher })
    expect(
      (await call('POST', '/api/classes/', privilegedOnly.token, { name: 'X', schoolId: school.id })).json(),
    ).toEqual({
      message: classMessages.notSchoolTeacher,
    })
    expect(
      (await call('POST', '/api/classes/', elsewhere.token, { name: 'X', schoolId: 'no-such-school' })).statusCode,
    ).toBe(403)
    expect((await call('POST', '/api/classes/', member.token, { name: 'X', schoolId: school.id })).statusCode).toBe(403)
    expect((await call('GET', '/api/schools/', member.token)).statusCode).toBe(403)
    expect((await call('POST', '/api/classes/', null, { name: 'X', schoolId: school.id })).json()).toEqual({
      message: signInRequiredMessage,
    })
    expect((await call('GET', '/api/classes/', member.token)).json()).toEqual({ items: [] })
  })

  it('refuses bad input with 400 and a message', async () => {
    const school = await makeSchool(t.db)
    const teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    const klass = await makeClass(teacher, school.id)
    const cases: Array<[InjectOptions['method'], string, object | undefined]> = [
      ['POST', '/api/classes/', { name: '   ', schoolId: school.id }],
      ['POST', '/api/classes/', { name: 'x'.repeat(101), schoolId: school.id }],
      ['POST', '/api/classes/', { name: 'Drama' }],
      ['POST', '/api/classes/', { name: 7, schoolId: school.id }],
      ['PATCH', `/api/classes/${klass.id}`, { name: '' }],
      ['POST', `/api/classes/${klass.id}/join-code`, { enabled: 'yes' }],
      ['POST', `/api/classes/${klass.id}/students`, { names: [] }],
      ['POST', `/api/classes/${klass.id}/students`, { names: ['Ana', '  '] }],
      ['POST', `/api/classes/${klass.id}/students`, { names: Array.from({ length: 61 }, (_, i) => `Pupil ${i}`) }],
      ['POST', `/api/classes/${klass.id}/notes`, { body: '  ' }],
      ['POST', `/api/classes/${klass.id}/notes`, { body: 'x'.repeat(1001) }],
      ['GET', `/api/classes/${klass.id}/students?limit=0`, undefined],
      ['GET', `/api/classes/${klass.id}/students?cursor=not-ours`, undefined],
      ['GET', `/api/classes/${'x'.repeat(65)}`, undefined],
      ['POST', '/api/classes/join', {}],
      ['POST', '/api/classes/join', { code: 'x'.repeat(41) }],
    ]
    for (const [method, url, payload] of cases) {
      const res = await call(method, url, teacher.token, payload)
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 60)}`).toBe(400)
      expect(res.json().message).toEqual(expect.any(String))
    }
    expect((await call('POST', '/api/classes/', teacher.token, { name: ' ', schoolId: school.id })).json()).toEqual({
      message: classMessages.nameRequired,
    })
    expect((await call('POST', `/api/classes/${klass.id}/students`, teacher.token, { names: [] })).json()).toEqual({
      message: classMessages.namesRequired,
    })
    expect((await call('POST', `/api/classes/${klass.id}/notes`, teacher.token, { body: '' })).json()).toEqual({
      message: classMessages.noteRequired,
    })
  })
})

describe('only a teacher of the class manages it', () => {
  let school: { id: string }
  let teacher: Member
  let klass: TeacherClass
  let student: Member
  const callers: Record<string, () => Member | null> = {}

  beforeAll(async () => {
    school = await makeSchool(t.db)
    teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    klass = await makeClass(teacher, school.id, 'Managed')
    student = await makeSignedInUser(t.app, t.db)
    await joined(student, klass.joinCode!)
    const colleague = await makeSchoolTeacher(t.app, t.db, school.id)
    await makeClass(colleague, school.id, 'Next door')
    const otherSchool = await makeSchool(t.db)
    const otherSchoolTeacher = await makeSchoolTeacher(t.app, t.db, otherSchool.id)
    await makeClass(otherSchoolTeacher, otherSchool.id)
    const member = await makeSignedInUser(t.app, t.db)
    Object.assign(callers, {
      'a teacher of another class of the school': () => colleague,
      'a teacher of another school': () => otherSchoolTeacher,
      'a plain member': () => member,
      'a student of the class': () => student,
      'a visitor': () => null,
    })
  })

  const requests = (): Array<[string, InjectOptions['method'], string, object | undefined, number]> => [
    ['get', 'GET', `/api/classes/${klass.id}`, undefined, 200],
    ['rename', 'PATCH', `/api/classes/${klass.id}`, { name: 'Managed' }, 200],
    ['switch the code off', 'POST', `/api/classes/${klass.id}/join-code`, { enabled: false }, 200],
    ['list students', 'GET', `/api/classes/${klass.id}/students`, undefined, 200],
    ['remove a student', 'DELETE', `/api/classes/${klass.id}/students/${student.id}`, undefined, 204],
    ['make student accounts', 'POST', `/api/classes/${klass.id}/students`, { names: ['Matrix Pupil'] }, 201],
    ['send a note', 'POST', `/api/classes/${klass.id}/notes`, { body: 'Rehearsal on Monday.' }, 204],
  ]

  it.each([
    ['a teacher of another class of the school', 404, classMessages.unknownClass],
    ['a teacher of another school', 404, classMessages.unknownClass],
    ['a plain member', 404, classMessages.unknownClass],
    ['a student of the class', 403, classMessages.notTeacher],
    ['a visitor', 401, signInRequiredMessage],
  ])('refuses %s on every class route', async (who, status, message) => {
    const caller = callers[who]!()
    for (const [name, method, url, payload] of requests()) {
      const res = await call(method, url, caller?.token ?? null, payload)
      expect(res.statusCode, `${name} as ${who}`).toBe(status)
      expect(res.json(), `${name} as ${who}`).toEqual({ message })
    }
    // Nothing changed: the student is still in, joining still on.
    const view = (await call('GET', `/api/classes/${klass.id}`, teacher.token)).json<TeacherClass>()
    expect(view).toMatchObject({ name: 'Managed', joinCode: klass.joinCode, studentCount: 1 })
  })

  it('lets the class’s teacher do each of them', async () => {
    for (const [name, method, url, payload, status] of requests()) {
      const res = await call(method, url, teacher.token, payload)
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status)
    }
  })

  it('answers 404 for a class that does not exist', async () => {
    const res = await call('GET', '/api/classes/no-such-class', teacher.token)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: classMessages.unknownClass })
  })
})

describe('join codes', () => {
  let teacher: Member
  let klass: TeacherClass

  beforeAll(async () => {
    const school = await makeSchool(t.db, { name: 'Code School', country: 'IE' })
    teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    klass = await makeClass(teacher, school.id, 'Codes')
  })

  it('joins a member as a student, however the code is typed, and tells the teacher', async () => {
    const pupil = await makeSignedInUser(t.app, t.db)
    const typed = `${klass.joinCode!.slice(0, 4).toLowerCase()} - ${klass.joinCode!.slice(4)}`
    const res = await join(pupil, typed)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: klass.id,
      name: 'Codes',
      school: { name: 'Code School', country: 'IE' },
      membership: 'student',
    })
    expect((await call('GET', `/api/users/${pupil.id}`, pupil.token)).json().classes).toEqual([res.json()])

    const told = (await notificationsOf(teacher.id)).filter((row) => row.kind === 'class_joined')
    expect(told).toEqual([
      expect.objectContaining({
        actorId: pupil.id,
        subjectId: klass.id,
        payload: { className: 'Codes' },
        readAt: null,
      }),
    ])

    const again = await join(pupil, klass.joinCode!)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: classMessages.alreadyMember })
    const teacherJoins = await join(teacher, klass.joinCode!)
    expect(teacherJoins.statusCode).toBe(409)
  })

  it('refuses a wrong code, or one that is not a code at all, with 400', async () => {
    const pupil = await makeSignedInUser(t.app, t.db)
    const wrong = klass.joinCode!.startsWith('A') ? `B${klass.joinCode!.slice(1)}` : `A${klass.joinCode!.slice(1)}`
    for (const code of [wrong, 'OOOO0000', 'ABC', '']) {
      const res = await join(pupil, code)
      expect(res.statusCode, code).toBe(400)
      expect(res.json(), code).toEqual({ message: classMessages.invalidCode })
    }
    expect(await t.db.select().from(classMembers).where(eq(classMembers.userId, pupil.id))).toEqual([])
  })

  it('stops the code working when switched off, and a new code replaces the old one', async () => {
    const old = klass.joinCode!
    const off = await call('POST', `/api/classes/${klass.id}/join-code`, teacher.token, { enabled: false })
    expect(off.json<TeacherClass>().joinCode).toBeNull()
    const late = await makeSignedInUser(t.app, t.db)
    expect((await join(late, old)).json()).toEqual({ message: classMessages.invalidCode })

    const on = (
      await call('POST', `/api/classes/${klass.id}/join-code`, teacher.token, { enabled: true })
    ).json<TeacherClass>()
    expect(on.joinCode).toMatch(codeForm)
    expect(on.joinCode).not.toBe(old)
    expect((await join(late, old)).statusCode).toBe(400)
    const fresh = (
      await call('POST', `/api/classes/${klass.id}/join-code`, teacher.token, { enabled: true })
    ).json<TeacherClass>()
    expect(fresh.joinCode).not.toBe(on.joinCode)
    expect((await join(late, on.joinCode!)).statusCode).toBe(400)
    await joined(late, fresh.joinCode!)
    klass = fresh
  })

  it('draws again when a new code is one another class holds', async () => {
    const school = await makeSchool(t.db)
    const other = await makeClass(await makeSchoolTeacher(t.app, t.db, school.id), school.id, 'Holder')
    const draws = [other.joinCode!, 'WXYZ2345']
    const written = await withFreshCode(
      (joinCode) =>
        t.db
          .update(classes)
          .set({ joinCode })
          .where(eq(classes.id, klass.id))
          .returning({ joinCode: classes.joinCode }),
      () => draws.shift()!,
    )
    expect(written).toEqual([{ joinCode: 'WXYZ2345' }])
    expect(draws).toEqual([])
    klass = { ...klass, joinCode: 'WXYZ2345' }
  })

  it('takes eight members joining at once: eight places, eight notifications', async () => {
    const school = await makeSchool(t.db)
    const host = await makeSchoolTeacher(t.app, t.db, school.id)
    const busy = await makeClass(host, school.id, 'Busy')
    const members = await Promise.all(Array.from({ length: 8 }, () => makeSignedInUser(t.app, t.db)))
    const answers = await Promise.all(members.map((member) => join(member, busy.joinCode!)))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201))
    const places = await t.db
      .select()
      .from(classMembers)
      .where(and(eq(classMembers.classId, busy.id), eq(classMembers.membership, 'student')))
    expect(places.map((row) => row.userId).sort()).toEqual(members.map((m) => m.id).sort())
    const told = (await notificationsOf(host.id)).filter((row) => row.kind === 'class_joined')
    expect(told.map((row) => row.actorId).sort()).toEqual(members.map((m) => m.id).sort())
    expect((await call('GET', `/api/classes/${busy.id}`, host.token)).json<TeacherClass>().studentCount).toBe(8)
  })
})

describe('registering with a class code', () => {
  let teacher: Member
  let klass: TeacherClass

  beforeAll(async () => {
    const school = await makeSchool(t.db, { name: 'Register School', country: 'FR' })
    teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    klass = await makeClass(teacher, school.id, 'Newcomers')
  })

  const register = (username: string, classCode?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      payload: { username, password: 'abcdef', ...(classCode === undefined ? {} : { classCode }) },
    })

  it('makes the account a student of the class in one step', async () => {
    const username = uniqueName('pupil')
    const res = await register(username, klass.joinCode!.toLowerCase())
    expect(res.statusCode, res.body).toBe(201)
    const { user } = res.json<SessionResponse>()
    expect(user.classes).toEqual([
      { id: klass.id, name: 'Newcomers', school: { name: 'Register School', country: 'FR' }, membership: 'student' },
    ])
    const told = (await notificationsOf(teacher.id)).filter((row) => row.kind === 'class_joined')
    expect(told.map((row) => row.actorId)).toEqual([user.id])
  })

  it('makes no account for a wrong, malformed or switched-off code', async () => {
    const names = [uniqueName('wrong'), uniqueName('malformed'), uniqueName('off')]
    const wrong = klass.joinCode!.endsWith('Z') ? `${klass.joinCode!.slice(0, 7)}Y` : `${klass.joinCode!.slice(0, 7)}Z`
    expect((await register(names[0]!, wrong)).json()).toEqual({ message: classMessages.invalidCode })
    const malformed = await register(names[1]!, 'NOPE')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ message: classMessages.invalidCode })
    await call('POST', `/api/classes/${klass.id}/join-code`, teacher.token, { enabled: false })
    const off = await register(names[2]!, klass.joinCode!)
    expect(off.statusCode).toBe(400)
    for (const username of names)
      expect(await t.db.select().from(users).where(eq(users.username, username))).toEqual([])
  })
})

describe('students of a class', () => {
  let teacher: Member
  let klass: TeacherClass
  let pupils: Member[]

  beforeAll(async () => {
    const school = await makeSchool(t.db)
    teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    klass = await makeClass(teacher, school.id, 'Roster')
    pupils = []
    for (const name of ['b-pupil', 'a-pupil', 'c-pupil']) {
      const pupil = await makeSignedInUser(t.app, t.db)
      await t.db
        .update(users)
        .set({ username: `${name}-${pupil.id.slice(0, 6)}`, name: `Name of ${name}`, nameVisibility: 'protected' })
        .where(eq(users.id, pupil.id))
      await joined(pupil, klass.joinCode!)
      pupils.push({ ...pupil, username: `${name}-${pupil.id.slice(0, 6)}` })
      t.clock.advance(1000)
    }
  })

  it('pages the students in the order they joined, with their names and their three latest sessions', async () => {
    const a = pupils[1]!
    const sessionIds: string[] = []
    for (const title of ['First', 'Second', 'Third', 'Fourth']) {
      const script = await makeScript(t.app, a.token, { title })
      sessionIds.push((await makeSession(t.app, a.token, script.id)).id)
      t.clock.advance(1000)
    }
    const first = await call('GET', `/api/classes/${klass.id}/students?limit=2`, teacher.token)
    expect(first.statusCode).toBe(200)
    const page1 = first.json<Page<ClassStudent>>()
    expect(page1.items.map((item) => item.username)).toEqual([pupils[0]!.username, pupils[1]!.username])
    expect(page1.items[1]!.user).toMatchObject({ id: a.id, name: 'Name of a-pupil' })
    expect(page1.items[1]!.latestSessions.map((s) => s.title)).toEqual(['Fourth', 'Third', 'Second'])
    expect(page1.items[1]!.latestSessions[0]).toMatchObject({ id: sessionIds[3], status: 'open' })
    expect(page1.items[0]!.latestSessions).toEqual([])
    expect(page1.nextCursor).not.toBeNull()

    const page2 = (
      await call('GET', `/api/classes/${klass.id}/students?limit=2&cursor=${page1.nextCursor}`, teacher.token)
    ).json<Page<ClassStudent>>()
    expect(page2.items.map((item) => item.username)).toEqual([pupils[2]!.username])
    expect(page2.nextCursor).toBeNull()
  })

  it('never shows the teacher a user ID that is, or belongs to, an e-mail address', async () => {
    const school = await makeSchool(t.db)
    const own = await makeSchoolTeacher(t.app, t.db, school.id)
    const room = await makeClass(own, school.id, 'Private')
    const signedIn = async (input: { username?: string; email?: string }) => {
      const made = await makeUser(t.db, input)
      return { ...made, token: (await signIn(t.app, made)).token }
    }
    const byMail = await signedIn({ username: `${uniqueName('mail')}@example.org` })
    const withMail = await signedIn({ email: `${uniqueName('box')}@example.org` })
    const pupil = await makeSignedInUser(t.app, t.db)
    for (const member of [byMail, withMail, pupil]) {
      await joined(member, room.joinCode!)
      t.clock.advance(1000)
    }
    const listed = (await call('GET', `/api/classes/${room.id}/students?limit=10`, own.token)).json<
      Page<ClassStudent>
    >()
    expect(listed.items.map((item) => [item.user.id, item.username])).toEqual([
      [byMail.id, null],
      [withMail.id, null],
      [pupil.id, pupil.username],
    ])
    expect(JSON.stringify(listed)).not.toContain('@')
  })

  it('removes a student’s place, not the account, and never a teacher’s', async () => {
    const leaving = pupils[2]!
    const res = await call('DELETE', `/api/classes/${klass.id}/students/${leaving.id}`, teacher.token)
    expect(res.statusCode).toBe(204)
    expect((await call('GET', `/api/users/${leaving.id}`, leaving.token)).json().classes).toEqual([])
    expect((await call('GET', `/api/classes/${klass.id}`, teacher.token)).json<TeacherClass>().studentCount).toBe(2)
    expect((await call('DELETE', `/api/classes/${klass.id}/students/${teacher.id}`, teacher.token)).statusCode).toBe(
      204,
    )
    expect((await call('GET', `/api/classes/${klass.id}`, teacher.token)).statusCode).toBe(200)
  })

  it('sends a note to every student of the class, in the notifications', async () => {
    const res = await call('POST', `/api/classes/${klass.id}/notes`, teacher.token, {
      body: '  Bring your scripts tomorrow.  ',
    })
    expect(res.statusCode).toBe(204)
    for (const pupil of pupils.slice(0, 2)) {
      const notes = (await notificationsOf(pupil.id)).filter((row) => row.kind === 'class_note')
      expect(notes).toEqual([
        expect.objectContaining({
          actorId: teacher.id,
          subjectId: klass.id,
          payload: { className: 'Roster', body: 'Bring your scripts tomorrow.' },
        }),
      ])
    }
    expect((await notificationsOf(pupils[2]!.id)).filter((row) => row.kind === 'class_note')).toEqual([])
    expect((await notificationsOf(teacher.id)).filter((row) => row.kind === 'class_note')).toEqual([])
  })

  it('renames the class', async () => {
    const res = await call('PATCH', `/api/classes/${klass.id}`, teacher.token, { name: '  Roster 2 ' })
    expect(res.statusCode).toBe(200)
    expect(res.json<TeacherClass>()).toMatchObject({ id: klass.id, name: 'Roster 2', studentCount: 2 })
  })
})

describe('student accounts made by a teacher', () => {
  let teacher: Member
  let klass: TeacherClass

  beforeAll(async () => {
    const school = await makeSchool(t.db, { name: 'Card School', country: 'DE' })
    teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    klass = await makeClass(teacher, school.id, 'Cards')
  })

  it('makes one account per name, shown once, that signs in as a school student', async () => {
    const names = ['Zoë Ní Bhriain', 'Ana López', '李雷', 'Ana Smith']
    const res = await call('POST', `/api/classes/${klass.id}/students`, teacher.token, {
      names: names.map((name) => ` ${name} `),
    })
    expect(res.statusCode, res.body).toBe(201)
    const { accounts } = res.json<{ accounts: StudentAccount[] }>()
    expect(accounts.map((account) => account.name)).toEqual(names)
    expect(accounts.map((account) => account.username.replace(/\d+$/, ''))).toEqual(['zoe', 'ana', 'pupil', 'ana'])
    for (const account of accounts) {
      expect(account.username).toMatch(/^[a-z]+[2-9]{4}$/)
      expect(account.password).toMatch(/^[a-hjkmnp-z2-9]{10}$/)
      expect(account.password).not.toMatch(/[ilo01]/)
    }
    expect(new Set(accounts.map((account) => account.username.toLowerCase())).size).toBe(accounts.length)

    const [stored] = await t.db.select().from(users).where(eq(users.id, accounts[0]!.userId))
    expect(stored).toMatchObject({ email: null, name: 'Zoë Ní Bhriain', username: accounts[0]!.username })
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(stored!.passwordHash).not.toContain(accounts[0]!.password)

    const signedIn = await signIn(t.app, { username: accounts[1]!.username, password: accounts[1]!.password })
    expect(signedIn.session.user).toMatchObject({
      id: accounts[1]!.userId,
      name: 'Ana López',
      email: null,
      privileges: [],
      classes: [{ id: klass.id, name: 'Cards', school: { name: 'Card School', country: 'DE' }, membership: 'student' }],
    })
    const close = await call('POST', '/api/users/delete', signedIn.token, {
      username: accounts[1]!.username,
      password: accounts[1]!.password,
    })
    expect(close.statusCode).toBe(403)
    expect(close.json()).toEqual({ message: profileMessages.studentClose })
    const teacherClose = await call('POST', '/api/users/delete', teacher.token, {
      username: teacher.username,
      password: teacher.password,
    })
    expect(teacherClose.json()).toEqual({ message: profileMessages.teacherClose })

    const listed = (await call('GET', `/api/classes/${klass.id}/students?limit=100`, teacher.token)).json<
      Page<ClassStudent>
    >()
    expect(listed.items.map((item) => item.user.name).sort()).toEqual([...names].sort())
    expect(listed.items.map((item) => item.username).sort()).toEqual(accounts.map((account) => account.username).sort())
  })

  it('limits how many lists a teacher sends in a minute', async () => {
    const school = await makeSchool(t.db)
    const busy = await makeSchoolTeacher(t.app, t.db, school.id)
    const target = await makeClass(busy, school.id)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await call('POST', `/api/classes/${target.id}/students`, busy.token, { names: [`Kid ${i}`] })).statusCode,
      )
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})

// Last: it moves the clock past the wrong-code window.
describe('guessing codes is slow', () => {
  it('refuses a member after too many wrong codes, even with the right one, until the window passes', async () => {
    const school = await makeSchool(t.db)
    const teacher = await makeSchoolTeacher(t.app, t.db, school.id)
    const klass = await makeClass(teacher, school.id)
    const guesser = await makeSignedInUser(t.app, t.db)
    const wrong = klass.joinCode!.startsWith('Q') ? `R${klass.joinCode!.slice(1)}` : `Q${klass.joinCode!.slice(1)}`
    for (let i = 0; i < wrongCodesPerMember; i++) expect((await join(guesser, wrong)).statusCode).toBe(400)
    const refused = await join(guesser, klass.joinCode!)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/)
    // Another member from the same address still joins.
    await joined(await makeSignedInUser(t.app, t.db), klass.joinCode!)

    t.clock.advance(10 * 60_000 + 1000)
    const later = await signIn(t.app, guesser)
    expect((await call('POST', '/api/classes/join', later.token, { code: klass.joinCode })).statusCode).toBe(201)
  })
})
