// Starts the real server on a fresh data folder, after seeding accounts with the real admin
// command. The built client in dist/ is served as a user gets it (npm test builds it first).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { startServer, withoutUnset } from '#tests/support/server-process'
import { seedSchool } from './school'
import { e2eServer } from './server-settings'
import { seededUsers } from './users'

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.')
  rmSync(e2eServer.dataDir, { recursive: true, force: true })
  mkdirSync(e2eServer.dataDir, { recursive: true })
  const env = withoutUnset({ ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: undefined })

  for (const user of Object.values(seededUsers)) {
    const args = [
      '--import',
      'tsx',
      'src/server/admin/cli.ts',
      'create-user',
      '--username',
      user.username,
      '--email',
      user.email,
      '--password',
      user.password,
    ]
    if (user.privileges) args.push('--privileges', user.privileges)
    execFileSync(process.execPath, args, { env, stdio: 'inherit' })
  }
  seedSchool(env)

  const server = await startServer({
    port: e2eServer.port,
    dataDir: e2eServer.dataDir,
    env: { DATABASE_URL: undefined },
  })
  return async () => {
    await server.stop()
  }
}
