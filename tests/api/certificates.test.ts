// Certificates on the real app and a fresh database: who may issue, list and revoke; the open
// page's verdict (genuine, altered, unknown key, revoked); another start-up of the same
// installation (same key file) and one with a new key still verifying old certificates; the QR
// code; and the admin commands run as a user runs them, in their own process on the same DATA_DIR.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { generateKeyPairSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { certificateLimits, certificateMessages, type Certificate } from '#contract/certificates'
import type { Page } from '#contract/pagination'
import { administratorIssuerName } from '#server/admin/certificate-commands'
import { signInRequiredMessage } from '#server/auth/guard'
import { qrSvgOf } from '#server/certificates/qr-route'
import { signingKeyFile } from '#server/certificates/signing-key'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/database'
import { openDatabase } from '#server/db/open'
import {
  certificateKeys,
  certificates,
  classes,
  classMembers,
  eventRegistrations,
  events,
  schools,
  serverSecrets,
  users,
} from '#server/db/schema'
import { badCursorMessage } from '#server/http/page-cursor'
import { bearer, makeClassMembership, makeSignedInUser, type UserFixture } from './support/factories'
import { buildTestApp, startTestApp, type TestApp } from './support/test-app'
import { createTestDatabase, type TestDatabase } from './support/test-database'

type Member = UserFixture & { token: string }
interface Verified {
  certificate: Certificate
  verification: { genuine: boolean; revoked: boolean; keyId: string }
}

let t: TestApp
let dataDir: string
let teacher: Member
let otherTeacher: Member
let student: Member
let attendee: Member
let stranger: Member
let classId: string
let eventId: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'certificates-'))
  t = await startTestApp({ dataDir })
  teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
  await t.db.update(users).set({ name: 'Ms Aroha Ngata' }).where(eq(users.id, teacher.id))
  otherTeacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
  student = await makeSignedInUser(t.app, t.db)
  await t.db.update(users).set({ name: 'Tama Rewi' }).where(eq(users.id, student.id))
  attendee = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  classId = (await makeClassMembership(t.db, teacher.id, 'teacher', { className: 'Radio Drama' })).classId
  await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
  eventId = await makeEvent(teacher.id, 'Voice Workshop')
  await t.db.insert(eventRegistrations).values({ eventId, userId: attendee.id })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function makeEvent(organiserId: string | null, title: string, db: Database = t.db): Promise<string> {
  const startsAt = new Date(Date.now() - 2 * 3600_000)
  const [row] = await db
    .insert(events)
    .values({ title, startsAt, endsAt: new Date(startsAt.getTime() + 3600_000), capacity: 20, organiserId })
    .returning({ id: events.id })
  return row!.id
}

function call(method: InjectOptions['method'], url: string, token: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  })
}

async function issued(by: Member, payload: object): Promise<Certificate> {
  const res = await call('POST', '/api/certificates', by.token, payload)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Certificate>()
}

const forStudent = (title = 'Best radio voice') => issued(teacher, { userId: student.id, title, classId })

async function verdict(id: string): Promise<Verified> {
  const res = await call('GET', `/api/certificates/${id}`, null)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Verified>()
}

describe('who may do what', () => {
  it('authorisation matrix: reads are open, lists need a member, issuing and revoking a teacher', async () => {
    const cert = await forStudent()
    const member = stranger.token
    const expectations: Array<[InjectOptions['method'], string, string | null, object | undefined, number]> = [
      ['GET', `/api/certificates/${cert.id}`, null, undefined, 200],
      ['GET', `/api/certificates/${cert.id}/qr.svg`, null, undefined, 200],
      ['GET', '/api/certificates', null, undefined, 401],
      ['GET', '/api/certificates', member, undefined, 200],
      ['GET', '/api/certificates/issued', null, undefined, 401],
      ['GET', '/api/certificates/issued', member, undefined, 403],
      ['GET', '/api/certificates/issued', teacher.token, undefined, 200],
      ['POST', '/api/certificates', null, { userId: student.id, title: 'x', classId }, 401],
      ['POST', '/api/certificates', member, { userId: student.id, title: 'x', classId }, 403],
      ['POST', `/api/certificates/${cert.id}/revoke`, null, {}, 401],
      ['POST', `/api/certificates/${cert.id}/revoke`, member, {}, 403],
      ['POST', `/api/certificates/${cert.id}/revoke`, otherTeacher.token, {}, 403],
      ['POST', `/api/certificates/${cert.id}/revoke`, teacher.token, {}, 200],
    ]
    for (const [method, url, token, payload, status] of expectations) {
      const res = await call(method, url, token, payload)
      expect(res.statusCode, `${method} ${url} ${token ?? 'visitor'}: ${res.body}`).toBe(status)
      if (status === 401) expect(res.json()).toEqual({ message: signInRequiredMessage })
    }
    const byOther = await call('POST', `/api/certificates/${cert.id}/revoke`, otherTeacher.token, {})
    expect(byOther.json()).toEqual({ message: certificateMessages.notIssuer })
  })

  it('lets a teacher issue to a student of their class, with the class’s name and both names frozen', async () => {
    const cert = await forStudent('Clearest diction')
    expect(cert).toMatchObject({
      userId: student.id,
      recipientName: 'Tama Rewi',
      title: 'Clearest diction',
      purpose: 'class',
      purposeName: 'Radio Drama',
      issuerName: 'Ms Aroha Ngata',
      revokedAt: null,
      revokedReason: null,
    })
    await t.db.update(users).set({ name: 'Tama R.' }).where(eq(users.id, student.id))
    await t.db.update(classes).set({ name: 'Radio Drama 2' }).where(eq(classes.id, classId))
    const { certificate, verification } = await verdict(cert.id)
    expect(certificate).toEqual(cert)
    expect(verification.genuine).toBe(true)
    await t.db.update(users).set({ name: 'Tama Rewi' }).where(eq(users.id, student.id))
    await t.db.update(classes).set({ name: 'Radio Drama' }).where(eq(classes.id, classId))
  })

  it('lets a teacher issue to a registered attendee of their event, named by handle or user ID without a name', async () => {
    const cert = await issued(teacher, { userId: attendee.id, title: '  Workshop completed  ', eventId })
    expect(cert).toMatchObject({
      recipientName: attendee.username,
      title: 'Workshop completed',
      purpose: 'event',
      purposeName: 'Voice Workshop',
    })
    expect((await verdict(cert.id)).verification).toMatchObject({ genuine: true, revoked: false })
  })

  it('refuses members who are not the teacher’s students or attendees, alike', async () => {
    const otherClass = (await makeClassMembership(t.db, otherTeacher.id, 'teacher', { className: 'Other' })).classId
    await t.db.insert(classMembers).values({ classId: otherClass, userId: stranger.id, membership: 'student' })
    const studiedIn = (await makeClassMembership(t.db, teacher.id, 'student', { className: 'Teacher as student' }))
      .classId
    await t.db.insert(classMembers).values({ classId: studiedIn, userId: stranger.id, membership: 'student' })
    const otherEvent = await makeEvent(otherTeacher.id, 'Not mine')
    await t.db.insert(eventRegistrations).values({ eventId: otherEvent, userId: stranger.id })
    const refused = [
      { userId: stranger.id, classId },
      { userId: attendee.id, classId },
      { userId: teacher.id, classId },
      { userId: stranger.id, classId: otherClass },
      { userId: stranger.id, classId: studiedIn },
      { userId: student.id, eventId },
      { userId: stranger.id, eventId: otherEvent },
      { userId: stranger.id, classId: 'no-such-class' },
      { userId: 'no-such-user', eventId },
    ]
    for (const body of refused) {
      const res = await call('POST', '/api/certificates', teacher.token, { ...body, title: 'Nope' })
      expect(res.statusCode, JSON.stringify(body)).toBe(403)
      expect(res.json()).toEqual({ message: certificateMessages.notYourStudent })
    }
  })

  it('needs one event or one class, never both or neither (422)', async () => {
    for (const body of [{ userId: student.id }, { userId: student.id, classId, eventId }]) {
      const res = await call('POST', '/api/certificates', teacher.token, { ...body, title: 'Both or neither' })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ message: certificateMessages.forEventOrClass })
    }
  })

  it('answers bad input with 4xx and a message', async () => {
    const cert = await forStudent()
    const cases: Array<[InjectOptions['method'], string, object | undefined, number, string | null]> = [
      [
        'POST',
        '/api/certificates',
        { userId: student.id, title: '   ', classId },
        400,
        certificateMessages.titleRequired,
      ],
      [
        'POST',
        '/api/certificates',
        { userId: student.id, title: 'x'.repeat(certificateLimits.titleMax + 1), classId },
        400,
        null,
      ],
      ['POST', '/api/certificates', { userId: 'x'.repeat(65), title: 'x', classId }, 400, null],
      ['POST', '/api/certificates', { title: 'x', classId }, 400, null],
      ['GET', '/api/certificates?cursor=nonsense', undefined, 400, badCursorMessage],
      ['GET', '/api/certificates/issued?limit=0', undefined, 400, null],
      ['GET', '/api/certificates/unknown-id', undefined, 404, certificateMessages.unknownCertificate],
      ['GET', '/api/certificates/unknown-id/qr.svg', undefined, 404, certificateMessages.unknownCertificate],
      ['GET', `/api/certificates/${'x'.repeat(65)}/qr.svg`, undefined, 404, certificateMessages.unknownCertificate],
      ['POST', '/api/certificates/unknown-id/revoke', {}, 404, certificateMessages.unknownCertificate],
      [
        'POST',
        `/api/certificates/${cert.id}/revoke`,
        { reason: 'x'.repeat(certificateLimits.reasonMax + 1) },
        400,
        null,
      ],
      ['POST', `/api/certificates/${cert.id}/revoke`, { reason: 42 }, 400, null],
    ]
    for (const [method, url, payload, status, message] of cases) {
      const res = await call(method, url, teacher.token, payload)
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
      expect(typeof res.json<{ message: string }>().message).toBe('string')
      if (message) expect(res.json()).toEqual({ message })
    }
  })
})

describe('the verdict', () => {
  it('is genuine for a stored certificate as issued', async () => {
    const cert = await forStudent()
    const { verification } = await verdict(cert.id)
    const [key] = await t.db.select().from(certificateKeys).where(eq(certificateKeys.id, verification.keyId))
    expect(verification).toEqual({ genuine: true, revoked: false, keyId: key!.id })
    expect(JSON.parse(key!.publicJwk)).toMatchObject({ kty: 'OKP', crv: 'Ed25519' })
  })

  it('is not genuine once a signed field was altered in the database', async () => {
    const alterations: Array<Partial<typeof certificates.$inferInsert>> = [
      { title: 'Best voice of the year' },
      { recipientName: 'Someone Else' },
      { purposeName: 'Another class' },
      { issuerName: 'The principal' },
      { issuedAt: new Date('2020-01-01T00:00:00.000Z') },
      { userId: stranger.id },
    ]
    for (const alteration of alterations) {
      const cert = await forStudent()
      await t.db.update(certificates).set(alteration).where(eq(certificates.id, cert.id))
      expect((await verdict(cert.id)).verification.genuine, JSON.stringify(alteration)).toBe(false)
    }
  })

  it('stays genuine after the issuing teacher closed their account', async () => {
    const leaving = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
    const workshop = await makeEvent(leaving.id, 'Last workshop')
    await t.db.insert(eventRegistrations).values({ eventId: workshop, userId: attendee.id })
    const cert = await issued(leaving, { userId: attendee.id, title: 'Workshop completed', eventId: workshop })
    await t.db.delete(users).where(eq(users.id, leaving.id))
    const { certificate, verification } = await verdict(cert.id)
    expect(certificate).toMatchObject({ title: 'Workshop completed', purposeName: 'Last workshop' })
    expect(verification).toMatchObject({ genuine: true, revoked: false })
  })

  it('is not genuine for an unknown key id or a damaged signature', async () => {
    const unknownKey = await forStudent()
    await t.db.update(certificates).set({ keyId: 'no-such-key' }).where(eq(certificates.id, unknownKey.id))
    expect((await verdict(unknownKey.id)).verification).toMatchObject({ genuine: false, keyId: 'no-such-key' })
    const damaged = await forStudent()
    await t.db.update(certificates).set({ signature: 'not a signature' }).where(eq(certificates.id, damaged.id))
    expect((await verdict(damaged.id)).verification.genuine).toBe(false)
  })

  it('says revoked, with when and why, and revokes once (409)', async () => {
    const cert = await forStudent()
    const res = await call('POST', `/api/certificates/${cert.id}/revoke`, teacher.token, {
      reason: '  Issued to the wrong student  ',
    })
    expect(res.statusCode).toBe(200)
    const revokedAt = t.clock.now()
    expect(res.json<Certificate>()).toMatchObject({ revokedReason: 'Issued to the wrong student' })
    expect(Math.abs(Date.parse(res.json<Certificate>().revokedAt!) - revokedAt.getTime())).toBeLessThan(5000)
    const { certificate, verification } = await verdict(cert.id)
    expect(verification).toMatchObject({ genuine: true, revoked: true })
    expect(certificate.revokedReason).toBe('Issued to the wrong student')
    const again = await call('POST', `/api/certificates/${cert.id}/revoke`, teacher.token, {})
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: certificateMessages.alreadyRevoked })
  })
})

describe('lists', () => {
  it('pages a member’s own and a teacher’s issued certificates, newest first', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    await t.db.insert(classMembers).values({ classId, userId: member.id, membership: 'student' })
    const made: Certificate[] = []
    for (const title of ['First', 'Second', 'Third']) {
      made.push(await issued(teacher, { userId: member.id, title, classId }))
      t.clock.advance(1000)
    }
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const res = await call('GET', `/api/certificates?limit=2${cursor ? `&cursor=${cursor}` : ''}`, member.token)
      const page = res.json<Page<Certificate>>()
      seen.push(...page.items.map((item) => item.title))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(['Third', 'Second', 'First'])

    const issuedPage = (await call('GET', '/api/certificates/issued?limit=3', teacher.token)).json<Page<Certificate>>()
    expect(issuedPage.items.map((item) => item.id)).toEqual(made.map((cert) => cert.id).reverse())
    expect(issuedPage.nextCursor).not.toBeNull()
    expect((await call('GET', '/api/certificates/issued', otherTeacher.token)).json<Page<Certificate>>().items).toEqual(
      [],
    )
  })
})

describe('the signing key', () => {
  it('is kept in the data folder, readable by its owner only; on PostgreSQL in the database, for every process', async () => {
    if (process.env.DATABASE_URL) {
      const rows = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'certificate-key'))
      expect(rows.map((row) => row.value.startsWith('-----BEGIN PRIVATE KEY-----'))).toEqual([true])
      await expect(stat(signingKeyFile(dataDir))).rejects.toThrow()
      return
    }
    const file = await stat(signingKeyFile(dataDir))
    expect(file.mode & 0o777).toBe(0o600)
  })

  it('verifies old certificates on another start-up with the same key file, and after the key changed', async () => {
    const cert = await forStudent('Before the restart')
    const before = (await verdict(cert.id)).verification.keyId
    const restarted = await buildTestApp(t.db, t.clock, { dataDir })
    try {
      const res = await restarted.inject({ method: 'GET', url: `/api/certificates/${cert.id}` })
      expect(res.json<Verified>().verification).toEqual({ genuine: true, revoked: false, keyId: before })
    } finally {
      await restarted.close()
    }

    const newKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const rekeyed = await buildTestApp(t.db, t.clock, { dataDir, certificateSigningKey: newKey })
    try {
      const old = await rekeyed.inject({ method: 'GET', url: `/api/certificates/${cert.id}` })
      expect(old.json<Verified>().verification).toMatchObject({ genuine: true, keyId: before })
      const fresh = await rekeyed.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: bearer(teacher.token),
        payload: { userId: student.id, title: 'New key', classId },
      })
      expect(fresh.statusCode).toBe(201)
      const after = (
        await rekeyed.inject({ method: 'GET', url: `/api/certificates/${fresh.json<Certificate>().id}` })
      ).json<Verified>().verification
      expect(after.genuine).toBe(true)
      expect(after.keyId).not.toBe(before)
    } finally {
      await rekeyed.close()
    }
  })

  it('refuses to start with a key that is not Ed25519', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    await expect(buildTestApp(t.db, t.clock, { certificateSigningKey: rsa })).rejects.toThrow(/must be an Ed25519 key/)
  })
})

describe('the QR code', () => {
  it('is an SVG of the certificate page’s absolute address on the host asked, cached for a day', async () => {
    const cert = await forStudent()
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${cert.id}/qr.svg`,
      headers: { host: 'studio.example:8443' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.body.startsWith('<svg')).toBe(true)
    // The same encoder over the expected address draws the same code: it holds exactly this URL.
    expect(res.body).toBe(await qrSvgOf(`http://studio.example:8443/certificate/${cert.id}`))
  })
})

describe('npm run admin -- issue-certificate / revoke-certificate', () => {
  const run = promisify(execFile)
  let adminDir: string
  let postgres: TestDatabase | undefined

  beforeAll(async () => {
    adminDir = path.join(await mkdtemp(path.join(tmpdir(), 'certificates-admin-')), 'data')
    if (process.env.DATABASE_URL) postgres = await createTestDatabase()
  })
  afterAll(async () => {
    await postgres?.drop()
    await rm(path.dirname(adminDir), { recursive: true, force: true })
  })

  async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: adminDir, CERTIFICATE_SIGNING_KEY: '' }
    if (postgres?.url) env.DATABASE_URL = postgres.url
    else delete env.DATABASE_URL
    try {
      const { stdout, stderr } = await run('node', ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], { env })
      return { code: 0, stdout, stderr }
    } catch (error) {
      return error as { code: number; stdout: string; stderr: string }
    }
  }

  /** The server on the same installation (the PGlite folder, or the PostgreSQL database) and DATA_DIR. */
  async function withServer<T>(
    check: (server: Awaited<ReturnType<typeof buildApp>>, db: Database) => Promise<T>,
  ): Promise<T> {
    const database = await openDatabase(
      postgres?.url ? { url: postgres.url } : { pgliteDir: path.join(adminDir, 'db') },
    )
    const server = await buildApp({
      config: {
        logLevel: 'silent',
        trustProxy: false,
        rateLimits: { failedSignInsPerMinute: 100, createPerMinute: 100, activityRequestsPerMinute: 100 },
      },
      db: database.db,
      jwtSecret: 'x'.repeat(32),
      dataDir: adminDir,
      listen: database.listen,
    })
    try {
      return await check(server, database.db)
    } finally {
      await server.close()
      await database.close()
    }
  }

  it(
    'issues with the server’s key, for nothing in particular, a class or an event, and revokes',
    { timeout: 120_000 },
    async () => {
      expect(
        (
          await admin(
            'create-user',
            '--username',
            'graduate',
            '--email',
            'graduate@example.test',
            '--password',
            'secret1',
          )
        ).code,
      ).toBe(0)
      const other = await admin('issue-certificate', '--username', 'graduate', '--title', 'Voice acting basics')
      expect(other.stderr).toBe('')
      const otherId = /^Issued certificate (\S+) to graduate: Voice acting basics\.\n$/.exec(other.stdout)?.[1]
      expect(otherId).toBeDefined()

      const { classId: adminClass, eventId: adminEvent } = await withServer(async (server, db) => {
        const res = await server.inject({ method: 'GET', url: `/api/certificates/${otherId}` })
        expect(res.json<Verified>()).toMatchObject({
          certificate: {
            recipientName: 'graduate',
            purpose: 'other',
            purposeName: '',
            issuerName: administratorIssuerName,
          },
          verification: { genuine: true, revoked: false },
        })
        const [school] = await db.insert(schools).values({ name: 'Hill', country: 'NZ' }).returning()
        const [klass] = await db.insert(classes).values({ schoolId: school!.id, name: 'Evening Class' }).returning()
        return { classId: klass!.id, eventId: await makeEvent(null, 'Open Day', db) }
      })

      const forClass = await admin(
        'issue-certificate',
        '--username',
        'graduate',
        '--title',
        'Term one',
        '--class',
        adminClass,
      )
      const classCertId = /^Issued certificate (\S+) to graduate: Term one\.\n$/.exec(forClass.stdout)?.[1]
      const forEvent = await admin(
        'issue-certificate',
        '--username',
        'graduate',
        '--title',
        'Attended',
        '--event',
        adminEvent,
      )
      const eventCertId = /^Issued certificate (\S+) to graduate: Attended\.\n$/.exec(forEvent.stdout)?.[1]
      expect(
        await admin('issue-certificate', '--username', 'graduate', '--title', 'x', '--class', 'nope'),
      ).toMatchObject({ code: 1, stderr: 'Unknown class nope.\n' })
      expect(await admin('issue-certificate', '--username', 'nobody', '--title', 'x')).toMatchObject({
        code: 1,
        stderr: 'Unknown user nobody.\n',
      })
      expect((await admin('issue-certificate', '--username', 'graduate', '--title', 'x'.repeat(201))).code).toBe(1)

      const revoked = await admin('revoke-certificate', '--id', otherId!, '--reason', 'Issued in error')
      expect(revoked).toMatchObject({ code: 0, stdout: `Revoked certificate ${otherId}: Issued in error.\n` })
      expect(await admin('revoke-certificate', '--id', otherId!)).toMatchObject({
        code: 1,
        stderr: `${certificateMessages.alreadyRevoked}\n`,
      })
      expect(await admin('revoke-certificate', '--id', 'nope')).toMatchObject({
        code: 1,
        stderr: 'Unknown certificate nope.\n',
      })

      await withServer(async (server) => {
        const read = async (id: string | undefined) =>
          (await server.inject({ method: 'GET', url: `/api/certificates/${id}` })).json<Verified>()
        expect(await read(classCertId)).toMatchObject({
          certificate: { purpose: 'class', purposeName: 'Evening Class' },
          verification: { genuine: true },
        })
        expect(await read(eventCertId)).toMatchObject({
          certificate: { purpose: 'event', purposeName: 'Open Day' },
          verification: { genuine: true },
        })
        expect(await read(otherId)).toMatchObject({
          certificate: { revokedReason: 'Issued in error' },
          verification: { genuine: true, revoked: true },
        })
      })
      expect((await stat(signingKeyFile(adminDir))).mode & 0o777).toBe(0o600)
    },
  )
})
