// `npm run admin` against the running test server (the command hands its work to the server that
// holds the embedded database), as an operator would run it.
import { execFileSync } from 'node:child_process'
import { withoutUnset } from '#tests/support/server-process'
import { e2eServer } from './server-settings'

export function runAdmin(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
    env: withoutUnset({ ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: undefined }),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

/** A new member with the given privileges: their user ID and password. */
export function createMember(prefix: string, privileges: string): { username: string; password: string } {
  const username = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const password = 'member-pass-1'
  runAdmin([
    'create-user',
    '--username',
    username,
    '--email',
    `${username}@example.test`,
    '--password',
    password,
    '--privileges',
    privileges,
  ])
  return { username, password }
}
