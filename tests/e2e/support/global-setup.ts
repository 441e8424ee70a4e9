// Starts one real server per Playwright worker, each on a fresh data folder seeded with accounts by
// the real admin commands (support/seed-accounts.ts; seeded once, then copied). The built client in
// dist/ is served as a user gets it (npm test builds it first).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { startServer, withoutUnset } from '#tests/support/server-process'
import { e2eServerFor, e2eWorkers } from './server-settings'

function seed(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/seed-accounts.ts'], {
    env: withoutUnset({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined }),
    stdio: 'inherit',
  })
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.')
  const servers = Array.from({ length: e2eWorkers }, (_, index) => e2eServerFor(index))
  seed(servers[0]!.dataDir)
  for (const server of servers.slice(1)) {
    rmSync(server.dataDir, { recursive: true, force: true })
    cpSync(servers[0]!.dataDir, server.dataDir, { recursive: true })
  }
  const running = await Promise.all(
    servers.map((server) =>
      startServer({ port: server.port, dataDir: server.dataDir, env: { DATABASE_URL: undefined } }),
    ),
  )
  return async () => {
    await Promise.all(running.map((server) => server.stop()))
  }
}
