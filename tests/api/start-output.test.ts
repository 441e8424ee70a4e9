// What a person sees after `npm start` (the real server process): the address, the data folder,
// the database and where files are kept, and no line per request unless they ask for one with
// LOG_LEVEL=info, which prints one short line each.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../support/free-port'
import { startServer, type ServerProcess } from '../support/server-process'

let dataDir: string | null = null
let server: ServerProcess | null = null
afterEach(async () => {
  await server?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  server = dataDir = null
})

async function startAndAsk(env: NodeJS.ProcessEnv): Promise<{ port: number; lines: string[] }> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'start-output-'))
  const port = await freePort()
  server = await startServer({
    port,
    dataDir,
    entry: 'src/server/dev.ts',
    captureOutput: true,
    env: { DATABASE_URL: undefined, ...env },
  })
  for (const url of ['/api/health', '/api/scripts?q=secret', '/api/no-such-route']) await fetch(`${server.url}${url}`)
  await server.stop()
  return { port, lines: server.output().split('\n').filter(Boolean) }
}

describe('what npm start prints', () => {
  it(
    'says where it serves and what it keeps where, and nothing per request by default',
    { timeout: 120_000 },
    async () => {
      const { port, lines } = await startAndAsk({ LOG_LEVEL: undefined })
      expect(lines.slice(0, 4)).toEqual([
        `serving at http://localhost:${port}`,
        `data folder: ${dataDir}`,
        `database: PGlite in ${path.join(dataDir!, 'db')}`,
        `stored files: ${path.join(dataDir!, 'blobs')}`,
      ])
      expect(lines.slice(4)).toEqual(['SIGTERM: draining requests, then closing the database'])
    },
  )

  it('prints one short line per request with LOG_LEVEL=info, without the query', { timeout: 120_000 }, async () => {
    const { lines } = await startAndAsk({ LOG_LEVEL: 'info' })
    const requests = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
    // The health check answered while the test waited for the server is the first.
    expect(
      requests
        .filter((message) => message.startsWith('GET'))
        .slice(-3)
        .map((message) => message.replace(/\d+ ms$/, 'N ms')),
    ).toEqual(['GET /api/health 200 N ms', 'GET /api/scripts 401 N ms', 'GET /api/no-such-route 404 N ms'])
    expect(lines.join('\n')).not.toContain('secret')
    expect(lines.filter((line) => line.includes('"msg":"GET ')).every((line) => line.length < 100)).toBe(true)
  })
})
