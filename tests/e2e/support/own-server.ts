// A server of a spec's own, with settings the shared one does not have (e.g. a refresh token
// swapped on every refresh), on a free port and a fresh data folder.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '#tests/support/free-port'
import { startServer, type ServerProcess } from '#tests/support/server-process'

export interface OwnServer extends ServerProcess {
  /** Its data folder (for `npm run admin` beside it). */
  dataDir: string
  close(): Promise<void>
}

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  mkdirSync('.tmp', { recursive: true })
  const dataDir = mkdtempSync(path.resolve('.tmp', 'e2e-own-'))
  const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined, ...env } })
  return {
    ...server,
    dataDir,
    async close() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
