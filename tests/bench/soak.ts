// Soak (issue 18): 1,000 members (200 with BENCH_SHORT or CI) use one server for 10 minutes (60 s
// short), as a day of theirs compressed: each signs in, then, every few seconds at random, polls
// notifications (half of the time), reads one of their scripts or the library, saves their draft, or
// uploads a short take with tus. On the database DATABASE_URL names, else on PGlite. The server is the
// real one, forked with --expose-gc so that it reports its heap after a full collection every 2 s.
// Prints the requests and errors, p50/p99 per endpoint, and the heap over the run: the slope over the
// last half says whether memory still grows once the load is steady. Figures only.
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { audioBytes, uploadTake } from '../api/support/tus'
import { freePort } from '../support/free-port'
import { seedMembers } from './support/seed-members'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const memberCount = short ? 200 : 1_000
const durationMs = short ? 60_000 : 600_000
/** A member's mean pause between two actions: about 110 actions a second in both settings. */
const thinkMs = short ? 1_800 : 9_000
const password = 'soak-password-1'

const id = () => randomBytes(16).toString('base64url')

interface Server {
  url: string
  heap: Array<{ at: number; heapUsed: number; rss: number }>
  stop(): Promise<void>
}

async function startHeapReportingServer(dataDir: string): Promise<Server> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_CREATE_PER_MINUTE: '1000000',
  }
  if (!process.env.DATABASE_URL) delete env.DATABASE_URL
  const child: ChildProcess = fork('tests/bench/support/heap-reporting-server.ts', [], {
    env,
    execArgv: ['--import', 'tsx', '--expose-gc'],
  })
  const heap: Server['heap'] = []
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: { kind: string; at?: number; heapUsed?: number; rss?: number }) => {
      if (message.kind === 'ready') resolve()
      if (message.kind === 'heap')
        heap.push({ at: message.at ?? 0, heapUsed: message.heapUsed ?? 0, rss: message.rss ?? 0 })
    })
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)))
  })
  return {
    url: `http://localhost:${port}`,
    heap,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

type Endpoint =
  'sign-in' | 'set-up' | 'notification poll' | 'script read' | 'library read' | 'draft save' | 'take upload'

class Tally {
  readonly latencies = new Map<Endpoint, number[]>()
  readonly errors = new Map<Endpoint, number>()
  readonly firstErrors: string[] = []

  /** The answer's status and body, or null when the request failed on the way. */
  async time(
    endpoint: Endpoint,
    request: () => Promise<Response>,
    expected: number,
  ): Promise<{ status: number; body: string } | null> {
    const started = performance.now()
    let answer: { status: number; body: string }
    try {
      const response = await request()
      answer = { status: response.status, body: await response.text() }
    } catch (error) {
      this.record(endpoint, performance.now() - started, `${endpoint}: ${String(error)}`)
      return null
    }
    this.record(
      endpoint,
      performance.now() - started,
      answer.status === expected ? null : `${endpoint}: ${answer.status} ${answer.body.slice(0, 120)}`,
    )
    return answer
  }

  private record(endpoint: Endpoint, ms: number, error: string | null): void {
    const list = this.latencies.get(endpoint)
    if (list) list.push(ms)
    else this.latencies.set(endpoint, [ms])
    if (!error) return
    this.errors.set(endpoint, (this.errors.get(endpoint) ?? 0) + 1)
    if (this.firstErrors.length < 5) this.firstErrors.push(error)
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** One member's day: sign in, make a script, its session and a draft, then act until `until`. */
async function member(base: string, index: number, until: number, tally: Tally): Promise<void> {
  const json = { 'content-type': 'application/json' }
  const signIn = await tally.time(
    'sign-in',
    () =>
      fetch(`${base}/api/users/authenticate`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: `soak-${index}`, password }),
      }),
    200,
  )
  if (!signIn) return
  const { token } = JSON.parse(signIn.body) as { token: string }
  const headers = { ...json, authorization: `Bearer ${token}` }
  const roles = [
    { id: id(), name: 'ANNA', description: '' },
    { id: id(), name: 'BEN', description: '' },
  ]
  const lines = Array.from({ length: 20 }, (_, line) => ({
    id: id(),
    roleId: roles[line % 2]?.id ?? null,
    kind: 'dialogue',
    text: `Line ${line + 1}, said with feeling.`,
  }))
  const script = { id: id(), title: `Scene ${index}`, roles, lines }
  const draft = { id: id(), title: 'Notes', body: 'First thoughts.' }
  const made = await Promise.all([
    tally.time(
      'set-up',
      () => fetch(`${base}/api/scripts`, { method: 'POST', headers, body: JSON.stringify(script) }),
      201,
    ),
    tally.time(
      'set-up',
      () => fetch(`${base}/api/drafts`, { method: 'POST', headers, body: JSON.stringify(draft) }),
      201,
    ),
  ])
  if (made.some((answer) => answer?.status !== 201)) return
  const opened = await tally.time('set-up', () => fetch(`${base}/api/scripts/${script.id}/session`, { headers }), 200)
  if (opened?.status !== 200) return
  const session = JSON.parse(opened.body) as { id: string }
  let draftVersion = 1
  const since = new Date(Date.now() - 3_600_000).toISOString()

  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * thinkMs))
    const roll = Math.random()
    if (roll < 0.5)
      await tally.time(
        'notification poll',
        () => fetch(`${base}/api/notifications/new?after=${encodeURIComponent(since)}`, { headers }),
        200,
      )
    else if (roll < 0.7)
      await tally.time('script read', () => fetch(`${base}/api/scripts/${script.id}`, { headers }), 200)
    else if (roll < 0.75) await tally.time('library read', () => fetch(`${base}/api/library`, { headers }), 200)
    else if (roll < 0.95) {
      const body = JSON.stringify({
        title: 'Notes',
        body: `Thoughts, version ${draftVersion + 1}. ${'More words. '.repeat(40)}`,
        baseVersion: draftVersion,
      })
      const saved = await tally.time(
        'draft save',
        () => fetch(`${base}/api/drafts/${draft.id}`, { method: 'PUT', headers, body }),
        200,
      )
      if (saved?.status === 200) draftVersion += 1
    } else {
      const metadata = {
        takeId: id(),
        sessionId: session.id,
        lineId: lines[0]?.id ?? '',
        durationMs: 2000,
        mime: 'audio/webm',
      }
      await tally.time('take upload', () => uploadTake(base, token, metadata, audioBytes('audio/webm', 16_000)), 204)
    }
  }
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/** Least-squares slope of the heap over the samples, in MB a minute. */
function slopePerMinute(samples: Array<{ at: number; heapUsed: number }>): number {
  if (samples.length < 2) return 0
  const meanAt = samples.reduce((sum, s) => sum + s.at, 0) / samples.length
  const meanHeap = samples.reduce((sum, s) => sum + s.heapUsed, 0) / samples.length
  const covariance = samples.reduce((sum, s) => sum + (s.at - meanAt) * (s.heapUsed - meanHeap), 0)
  const variance = samples.reduce((sum, s) => sum + (s.at - meanAt) ** 2, 0)
  return ((covariance / variance) * 60_000) / 1024 / 1024
}

export async function measureSoak(): Promise<void> {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-soak-'))
  try {
    await seedMembers(
      process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { pgliteDir: path.join(dataDir, 'db') },
      { prefix: 'soak', count: memberCount, password },
    )
    const server = await startHeapReportingServer(dataDir)
    try {
      const tally = new Tally()
      const started = Date.now()
      const until = started + durationMs
      // Members arrive over the first tenth of the run, as a morning does.
      await Promise.all(
        Array.from({ length: memberCount }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, (index / memberCount) * durationMs * 0.1))
          await member(server.url, index + 1, until, tally)
        }),
      )
      const seconds = (Date.now() - started) / 1000
      const total = [...tally.latencies.values()].reduce((sum, list) => sum + list.length, 0)
      const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0)
      console.log(
        `\nSoak on ${engine}: ${memberCount.toLocaleString('en')} members for ${seconds.toFixed(0)} s: ${total.toLocaleString('en')} requests (${(total / seconds).toFixed(0)}/s), ${errors} errors`,
      )
      for (const [endpoint, list] of tally.latencies) {
        console.log(
          `  ${endpoint.padEnd(18)} ${String(list.length).padStart(7)}   p50 ${percentile(list, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms   errors ${tally.errors.get(endpoint) ?? 0}`,
        )
      }
      for (const error of tally.firstErrors) console.log(`  first errors: ${error}`)
      const heap = server.heap.filter((sample) => sample.at >= started)
      const lastHalf = heap.filter((sample) => sample.at >= started + (Date.now() - started) / 2)
      const first = lastHalf[0]
      const last = lastHalf.at(-1)
      if (first && last) {
        console.log(
          `  heap after a full GC: ${megabytes(Math.min(...heap.map((s) => s.heapUsed)))}–${megabytes(Math.max(...heap.map((s) => s.heapUsed)))} MB over the run; ` +
            `last half ${megabytes(first.heapUsed)} → ${megabytes(last.heapUsed)} MB, slope ${slopePerMinute(lastHalf).toFixed(2)} MB/min (${lastHalf.length} samples); rss at the end ${megabytes(last.rss)} MB`,
        )
      }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureSoak()
