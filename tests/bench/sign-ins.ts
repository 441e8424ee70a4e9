// Prints what a classroom signing in at once costs the server (issue 36, point 3): 30 sign-ins
// arriving evenly within 2 s, then 200 within 10 s and 200 within 2 s, each one's time from request to token (p50, p99,
// max), and the p99 of a cheap read requested beside them (GET /api/health, 50 a second) against its
// p99 with no sign-in running. Target: the 30 sign-ins' p99 at most 1.5 s, the read's p99 about as
// alone. Members are written straight into the database, each with a real argon2 hash of its own
// password; the server is the real one (src/server/dev.ts, the API alone) on PGlite or DATABASE_URL's
// database. Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freePort } from '../support/free-port'
import { startServer } from '../support/server-process'
import { seedMembers } from './support/seed-members'

const password = 'classroom-password-1'
const bursts = [
  { count: 30, withinMs: 2_000 },
  { count: 200, withinMs: 10_000 },
  { count: 200, withinMs: 2_000 },
]
const readEveryMs = 20

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

/** GET /api/health every `readEveryMs` until `done` settles; each request's time. */
async function readsBeside(url: string, done: Promise<unknown>): Promise<number[]> {
  const times: Promise<{ ms: number }>[] = []
  let running = true
  void done.finally(() => (running = false))
  while (running) {
    times.push(timed(() => fetch(`${url}/api/health`)))
    await new Promise((resolve) => setTimeout(resolve, readEveryMs))
  }
  return (await Promise.all(times)).map((time) => time.ms)
}

export async function measureSignIns(): Promise<void> {
  const url = process.env.DATABASE_URL
  const engine = url ? 'PostgreSQL' : 'PGlite'
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sign-ins-'))
  const members = bursts.reduce((sum, burst) => sum + burst.count, 0)
  try {
    await seedMembers(url ? { url } : { pgliteDir: path.join(dataDir, 'db') }, {
      prefix: 'class',
      count: members,
      password,
    })
    const server = await startServer({
      port: await freePort(),
      dataDir,
      entry: 'src/server/dev.ts',
      env: { DATABASE_URL: url, LOG_LEVEL: 'warn' },
    })
    try {
      console.log(`\nSign-ins at once on ${engine} (${process.env.UV_THREADPOOL_SIZE ?? 'default'} libuv threads):`)
      const alone = await readsBeside(server.url, new Promise((resolve) => setTimeout(resolve, 2_000)))
      console.log(`  GET /api/health alone: p99 ${percentile(alone, 99).toFixed(1)} ms over ${alone.length} reads`)
      let next = 1
      for (const { count, withinMs } of bursts) {
        const signIns = Array.from({ length: count }, (_, index) => {
          const username = `class-${next++}`
          return new Promise<{ ms: number; status: number }>((resolve, reject) =>
            setTimeout(
              () =>
                timed(() =>
                  fetch(`${server.url}/api/users/authenticate`, {
                    method: 'POST',
                    headers: { 'content-type': 'application/json' },
                    body: JSON.stringify({ username, password }),
                  }),
                ).then(resolve, reject),
              (index * withinMs) / count,
            ),
          )
        })
        const all = Promise.all(signIns)
        const beside = await readsBeside(server.url, all)
        const results = await all
        const failed = results.filter((result) => result.status !== 200).length
        const times = results.map((result) => result.ms)
        const p99 = percentile(times, 99)
        console.log(
          `  ${count} sign-ins within ${withinMs / 1000} s: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms` +
            `${failed ? `, ${failed} failed` : ''}${count === 30 ? ` (target p99 at most 1,500 ms: ${p99 <= 1500 ? 'met' : 'NOT met'})` : ''}; ` +
            `GET /api/health beside them: p99 ${percentile(beside, 99).toFixed(1)} ms`,
        )
      }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureSignIns()
