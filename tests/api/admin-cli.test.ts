// Runs the real admin command as a user would (`node --import tsx src/server/admin/cli.ts …`)
// on a fresh DATA_DIR, or on a fresh PostgreSQL database when DATABASE_URL is set.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '#contract/users'
import { buildApp } from '#server/app'
import { openDatabase } from '#server/db/open'
import { friendships } from '#server/db/schema'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const run = promisify(execFile)
let dataDir: string
let postgres: TestDatabase | undefined

beforeAll(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'admin-')), 'fresh', 'data')
  if (process.env.DATABASE_URL) postgres = await createTestDatabase()
})
afterAll(async () => {
  await postgres?.drop()
  await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true })
})

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  if (postgres?.url) env.DATABASE_URL = postgres.url
  else delete env.DATABASE_URL
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], { env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function withApp<T>(run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const database = await openDatabase(postgres?.url ? { url: postgres.url } : { pgliteDir: path.join(dataDir, 'db') })
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: false,
      rateLimits: { failedSignInsPerMinute: 100, createPerMinute: 100, activityRequestsPerMinute: 100 },
    },
    db: database.db,
    jwtSecret: 'x'.repeat(32),
    listen: database.listen,
  })
  try {
    return await run(app)
  } finally {
    await app.close()
    await database.close()
  }
}

function signInAs(username: string, password: string): Promise<SessionResponse> {
  return withApp(async (app) => {
    const res = await app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { username, password } })
    expect(res.statusCode).toBe(200)
    return res.json<SessionResponse>()
  })
}

describe('npm run admin', () => {
  it('creates a user on a fresh install, grants privileges and a subscription', async () => {
    const created = await admin(
      'create-user',
      '--username',
      'teacher1',
      '--email',
      'Teacher1@School.example',
      '--password',
      'secret1',
      '--privileges',
      'teacher,draft',
    )
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    expect(created.stdout).toMatch(
      /^Created user teacher1 \(id \S+, e-mail teacher1@school\.example\) with privileges: draft, teacher\.\n$/,
    )

    const granted = await admin('grant', '--username', 'teacher1', '--privileges', 'show_metrics')
    expect(granted.code).toBe(0)
    expect(granted.stdout).toContain(
      'Granted show_metrics to teacher1; role show_metrics+draft+teacher now has: show_metrics, draft, teacher.',
    )

    const subscribed = await admin(
      'subscribe',
      '--username',
      'teacher1@school.example',
      '--privileges',
      'audio_library',
      '--days',
      '30',
    )
    expect(subscribed.code).toBe(0)
    expect(subscribed.stdout).toMatch(/^Subscribed teacher1 to audio_library for 30 days, until \d{4}-\d\d-\d\dT/)

    const { user } = await signInAs('teacher1@school.example', 'secret1')
    expect(user.role).toEqual({ name: 'show_metrics+draft+teacher', privileges: ['show_metrics', 'draft', 'teacher'] })
    expect(user.privileges).toEqual(['audio_library', 'show_metrics', 'draft', 'teacher'])
  }, 120_000)

  it('makes two members friends, once however often it is asked', async () => {
    expect(
      (await admin('create-user', '--username', 'pupil1', '--email', 'pupil1@school.example', '--password', 'secret1'))
        .code,
    ).toBe(0)
    const first = await admin('befriend', '--username', 'teacher1', '--friend', 'pupil1@school.example')
    expect(first).toMatchObject({ code: 0, stdout: 'teacher1 and pupil1 are friends.\n' })
    expect((await admin('befriend', '--username', 'pupil1', '--friend', 'teacher1')).code).toBe(0)

    const [teacher, pupil] = [(await signInAs('teacher1', 'secret1')).user, (await signInAs('pupil1', 'secret1')).user]
    const database = await openDatabase(postgres?.url ? { url: postgres.url } : { pgliteDir: path.join(dataDir, 'db') })
    try {
      const rows = await database.db.select().from(friendships)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ requesterId: teacher.id, addresseeId: pupil.id, status: 'accepted' })
    } finally {
      await database.close()
    }
  }, 60_000)

  it('creates a school and adds a teacher to it, once however often it is asked', async () => {
    const created = await admin('create-school', '--name', 'Hill School', '--country', 'New Zealand')
    expect(created.stderr).toBe('')
    const match = /^Created school Hill School \(id (\S+)\) in New Zealand\.\n$/.exec(created.stdout)
    expect(match, created.stdout).not.toBeNull()
    const schoolId = match![1]!
    expect(
      (await admin('create-user', '--username', 'ms.reed', '--email', 'reed@school.example', '--password', 'secret1'))
        .code,
    ).toBe(0)

    for (let round = 0; round < 2; round++) {
      const added = await admin('add-teacher', '--school', schoolId, '--username', 'reed@school.example')
      expect(added).toEqual({
        code: 0,
        stdout: `ms.reed is a teacher at Hill School (id ${schoolId}) and has the privilege teacher.\n`,
        stderr: '',
      })
    }

    await withApp(async (app) => {
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'ms.reed', password: 'secret1' },
      })
      const { token, user } = signedIn.json<SessionResponse>()
      expect(user.privileges).toEqual(['teacher'])
      const headers = { authorization: `Bearer ${token}` }
      const schools = await app.inject({ url: '/api/schools/', headers })
      expect(schools.json()).toEqual({ items: [{ id: schoolId, name: 'Hill School', country: 'New Zealand' }] })
      const klass = await app.inject({
        method: 'POST',
        url: '/api/classes/',
        headers,
        payload: { name: 'Drama', schoolId },
      })
      expect(klass.statusCode).toBe(201)
    })
  }, 120_000)

  it.each([
    [['add-teacher', '--school', 'no-such-school', '--username', 'teacher1'], 1, 'Unknown school no-such-school.'],
    [['grant', '--username', 'nobody', '--privileges', 'draft'], 1, 'Unknown user nobody.'],
    [['subscribe', '--username', 'nobody', '--privileges', 'draft', '--days', '3'], 1, 'Unknown user nobody.'],
    [
      ['create-user', '--username', 'teacher1', '--email', 'other@example.com', '--password', 'secret1'],
      1,
      'This user ID is already taken.',
    ],
    [['befriend', '--username', 'teacher1', '--friend', 'nobody'], 1, 'Unknown user nobody.'],
    [['befriend', '--username', 'teacher1', '--friend', 'teacher1'], 1, 'A member cannot be their own friend.'],
  ])(
    'fails clearly for %j',
    async (args, code, message) => {
      const result = await admin(...args)
      expect(result.code).toBe(code)
      expect(result.stderr).toContain(message)
      expect(result.stdout).toBe('')
    },
    60_000,
  )

  it.each([
    [[], 'Missing command.'],
    [['frobnicate'], 'Unknown command frobnicate.'],
    [['grant', '--username', 'teacher1'], 'Missing --privileges (a comma-separated list).'],
    [['grant', '--username', 'teacher1', '--privileges', 'draft,flying'], 'Unknown privilege flying.'],
    [
      ['subscribe', '--username', 'teacher1', '--privileges', 'draft', '--days', 'many'],
      '--days must be a whole number',
    ],
    [['create-user', '--username', 'u2', '--email', 'u2@example.com'], 'Missing --password.'],
    [
      ['create-user', '--username', 'u2', '--email', 'u2@example.com', '--password', '123'],
      '--password needs at least 6 characters.',
    ],
    [['grant', '--username', 'teacher1', '--privileges', 'draft', '--days', '3'], 'grant does not take --days'],
    [['grant', '--user', 'teacher1'], "Unknown option '--user'"],
    [['befriend', '--username', 'teacher1'], 'Missing --friend.'],
    [['create-school', '--name', 'Hill School'], 'Missing --country.'],
    [['create-school', '--country', 'NZ', '--name', '  '], 'Missing --name.'],
    [
      ['create-school', '--name', 'Hill School', '--country', 'NZ', '--username', 'teacher1'],
      'create-school does not take --username',
    ],
    [['add-teacher', '--username', 'teacher1'], 'Missing --school.'],
    [['add-teacher', '--school', 'abc'], 'Missing --username.'],
  ])('rejects bad arguments %j with usage and exit code 2', async (args, message) => {
    const result = await admin(...args)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr).toContain('Usage:')
  })
})
