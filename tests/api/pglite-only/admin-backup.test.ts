// `npm run admin -- backup` and `restore` as an operator runs them: the real server runs as its own
// process (what `npm start` runs) on a data folder holding sessions and takes uploaded through the
// API; the command backs it up while it runs, the backup is restored into a new data folder, and a
// server started there answers every take with the same bytes. Runs only on PGlite (the embedded
// database this command backs up); postgres-only/admin-backup-refused.test.ts holds its refusal there.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '#contract/users'
import { freePort } from '#tests/support/free-port'
import { startServer, type ServerProcess } from '#tests/support/server-process'
import { clientId, scriptContentFixture } from '../support/factories'
import { audioBytes, uploadTake } from '../support/tus'

const run = promisify(execFile)
let root: string
const running: ServerProcess[] = []

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'admin-backup-'))
})
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()))
  await rm(root, { recursive: true, force: true })
})

async function admin(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
      env,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function serve(dataDir: string): Promise<string> {
  const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined } })
  running.push(server)
  return server.url
}

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

const signIn = (base: string, username: string) =>
  call<SessionResponse>(base, 'POST', '/api/users/authenticate', null, { username, password: 'secret1' })

describe('backing up a running server and restoring it', () => {
  const dataDir = () => path.join(root, 'data')
  const backupDir = () => path.join(root, 'backup')
  const restoredDir = () => path.join(root, 'restored')
  const takes = new Map<string, Buffer>()
  let sessionId: string
  let lineIds: string[]
  let token: string
  let base: string

  async function upload(lineId: string, size: number): Promise<void> {
    const takeId = clientId()
    const bytes = audioBytes('audio/webm', size)
    takes.set(takeId, Buffer.from(bytes))
    const res = await uploadTake(
      base,
      token,
      { takeId, sessionId, lineId, durationMs: 1200, mime: 'audio/webm' },
      bytes,
    )
    expect(res.status).toBe(204)
  }

  beforeAll(async () => {
    base = await serve(dataDir())
    expect(
      (
        await admin(
          dataDir(),
          'create-user',
          '--username',
          'keeper',
          '--email',
          'keeper@example.test',
          '--password',
          'secret1',
        )
      ).code,
    ).toBe(0)
    token = (await signIn(base, 'keeper')).token
    const script = await call<{ id: string; lines: Array<{ id: string }> }>(base, 'POST', '/api/scripts', token, {
      id: clientId(),
      ...scriptContentFixture({ lineCount: 3 }),
    })
    sessionId = (await call<{ id: string }>(base, 'GET', `/api/scripts/${script.id}/session`, token)).id
    lineIds = script.lines.map((line) => line.id)
    for (const [index, lineId] of lineIds.entries()) await upload(lineId, 40_000 + index * 1000)
  }, 120_000)

  it('backs up while the server runs and takes keep arriving', async () => {
    const [done] = await Promise.all([
      admin(dataDir(), 'backup', '--to', backupDir()),
      ...lineIds.map((lineId, index) => upload(lineId, 90_000 + index)),
    ])
    expect(done).toMatchObject({ code: 0, stderr: '' })
    expect(done!.stdout).toMatch(/^Backed up the database and \d+ stored files \([\d.]+ MB\) to /)
    expect((await readdir(backupDir())).sort()).toEqual([
      'backup.json',
      'blobs',
      'certificate-key.pem',
      'database.tar.gz',
      'jwt-secret',
    ])
  }, 60_000)

  it('refuses to back up into a folder that is not empty, and to restore into one', async () => {
    const again = await admin(dataDir(), 'backup', '--to', backupDir())
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('is not empty: back up into a new or empty folder')
    const over = await admin(dataDir(), 'restore', '--from', backupDir())
    expect(over.code).toBe(1)
    expect(over.stderr).toContain('is not empty: restore only into a new or empty data folder')
    const notBackup = path.join(root, 'not-a-backup')
    await mkdir(notBackup)
    await writeFile(path.join(notBackup, 'stray'), 'x')
    expect((await admin(restoredDir(), 'restore', '--from', notBackup)).stderr).toContain('is not a finished backup')
  }, 60_000)

  it('restores into a new data folder where a server finds the sessions and every take, byte for byte', async () => {
    const restored = await admin(restoredDir(), 'restore', '--from', backupDir())
    expect(restored).toMatchObject({ code: 0, stderr: '' })
    const base = await serve(restoredDir())
    const member = await signIn(base, 'keeper')
    const session = await call<{ id: string; takes: Array<{ id: string }> }>(
      base,
      'GET',
      `/api/sessions/${sessionId}`,
      member.token,
    )
    expect(session.id).toBe(sessionId)
    // The takes recorded before the backup began, and any that arrived during it, each whole.
    const listed = session.takes.map((take) => take.id)
    expect(listed).toEqual(expect.arrayContaining([...takes.keys()].slice(0, lineIds.length)))
    for (const takeId of listed) {
      const res = await fetch(`${base}/api/takes/${takeId}/audio`, {
        headers: { authorization: `Bearer ${member.token}` },
      })
      expect(res.status).toBe(200)
      expect(Buffer.from(await res.arrayBuffer()).equals(takes.get(takeId)!)).toBe(true)
    }
  }, 120_000)

  it('backs up a data folder no server runs on by opening it itself', async () => {
    await running.shift()!.stop()
    const done = await admin(dataDir(), 'backup', '--to', path.join(root, 'stopped-backup'))
    expect(done).toMatchObject({ code: 0, stderr: '' })
    expect(done.stdout).toContain(`Backed up the database and ${takes.size * 2} stored files`)
  }, 60_000)
})
