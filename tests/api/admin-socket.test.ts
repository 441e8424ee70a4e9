// `npm run admin` beside a running server. On the embedded database only one process may open
// DATA_DIR, so the command goes through the server's admin socket; on PostgreSQL it connects
// itself. Runs the real server and the real command, in whichever mode the suite runs.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config'
import { startServer, type RunningServer } from '#server/server'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const run = promisify(execFile)
let dataDir: string
let server: RunningServer
let postgres: TestDatabase | undefined

describe('npm run admin beside a running server', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'admin-socket-'))
    if (process.env.DATABASE_URL) postgres = await createTestDatabase()
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'y'.repeat(32),
      DATABASE_URL: postgres?.url,
    })
    server = await startServer(config, null)
  })
  afterAll(async () => {
    await server.stop()
    await postgres?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function admin(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url }
    if (!postgres) delete env.DATABASE_URL
    try {
      return {
        code: 0,
        ...(await run(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], { env })),
      }
    } catch (error) {
      return error as { code: number; stdout: string; stderr: string }
    }
  }

  it('creates a user through the server, who can then sign in', async () => {
    const created = await admin(
      'create-user',
      '--username',
      'runner',
      '--email',
      'runner@example.test',
      '--password',
      'secret1',
      '--privileges',
      'draft',
    )
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('Created user runner')

    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: 'runner', password: 'secret1' },
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json<{ user: { privileges: string[] } }>().user.privileges).toEqual(['draft'])
  })

  it('reports an unknown user and bad arguments with non-zero exits', async () => {
    const unknown = await admin('grant', '--username', 'nobody', '--privileges', 'draft')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Unknown user nobody.')
    const bad = await admin('subscribe', '--username', 'runner', '--privileges', 'draft', '--days', 'soon')
    expect(bad.code).toBe(2)
  })
})
