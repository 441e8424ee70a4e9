// Prints what the notification poll costs the server (decision 054): requests per second and p99 of
// GET /api/notifications/new at 50 connections, beside a constant endpoint of the same server in the
// same run (GET /api/auth/ms/config: settings from memory, no database), and their ratio. On the
// database DATABASE_URL names, else on PGlite. 10,000 members with notifications (2,000 with
// BENCH_SHORT or CI) are written in bulk before the real server (src/server/dev.ts, the API alone)
// starts; the load generator (autocannon, this process) sends each request with the next member's
// token. First one poll per member (the cold fill from the table), then the measured runs, 10 s each
// (5 s short), constant and poll in turn, twice. Target: the poll at least half the constant's rate,
// p99 at most 25 ms. Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { createAccessTokens } from '#server/auth/access-tokens'
import { openDatabase } from '#server/db/open'
import { findOrCreateRole } from '#server/roles/service'
import { freePort } from '../support/free-port'
import { startServer } from '../support/server-process'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const members = short ? 2_000 : 10_000
const seconds = short ? 5 : 10
const connections = 50
const jwtSecret = 'bench-notification-poll-secret-0123456789'

/** Members bench-poll-1…N; each has 3 notifications, the oldest of them read, over the last day. */
async function seed(location: { url?: string; pgliteDir?: string }): Promise<string[]> {
  const handle = await openDatabase(location)
  try {
    await handle.migrate()
    const { db } = handle
    const role = await findOrCreateRole(db, [])
    await db.execute(sql`insert into users (id, username, role_id)
      select 'bench-poll-' || g, 'bench-poll-' || g, ${role.id} from generate_series(1, ${members}) g on conflict do nothing`)
    await db.execute(sql`delete from notifications where user_id like 'bench-poll-%'`)
    await db.execute(sql`insert into notifications (id, user_id, kind, subject_id, payload, created_at, read_at)
      select 'bench-n-' || g || '-' || k, 'bench-poll-' || g, 'class_joined', 'bench-class', '{}'::jsonb,
        now() - (k * interval '6 hours'), case when k = 3 then now() else null end
      from generate_series(1, ${members}) g, generate_series(1, 3) k`)
    await db.execute(sql`analyze notifications`)
  } finally {
    await handle.close()
  }
  return Array.from({ length: members }, (_, index) => `bench-poll-${index + 1}`)
}

interface Run {
  rate: number
  p99: number
  failures: number
}

/** One autocannon run; every request carries the next member's token (the constant ignores it). */
async function load(url: string, tokens: string[], limit: { duration: number } | { amount: number }): Promise<Run> {
  let next = 0
  const result = await autocannon({
    url,
    connections,
    ...limit,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  })
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

const line = (label: string, run: Run) =>
  `  ${label.padEnd(44)} ${run.rate.toFixed(0).padStart(7)} req/s   p99 ${run.p99.toFixed(1).padStart(6)} ms${run.failures ? `   ${run.failures} failed` : ''}`

export async function measureNotificationPoll(): Promise<void> {
  const url = process.env.DATABASE_URL
  const engine = url ? 'PostgreSQL' : 'PGlite'
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-poll-'))
  try {
    let started = performance.now()
    const userIds = await seed(url ? { url } : { pgliteDir: path.join(dataDir, 'db') })
    const tokens = createAccessTokens(jwtSecret, () => new Date(), 3600)
    const signed = await Promise.all(userIds.map((userId) => tokens.sign(userId, null)))
    console.log(
      `\nNotification poll on ${engine}: ${members.toLocaleString('en')} members with 2 unread notifications each, written in ${(performance.now() - started).toFixed(0)} ms`,
    )

    const server = await startServer({
      port: await freePort(),
      dataDir,
      entry: 'src/server/dev.ts',
      env: { JWT_SECRET: jwtSecret, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    })
    try {
      const after = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())
      const poll = `${server.url}/api/notifications/new?after=${after}`
      const constant = `${server.url}/api/auth/ms/config`
      const check = await fetch(poll, { headers: { authorization: `Bearer ${signed[0]}` } })
      console.log(`  one poll answers ${check.status} ${await check.text()} (2 unread in the last day)`)

      started = performance.now()
      const cold = await load(poll, signed, { amount: members })
      console.log(line(`first poll of each member (${members.toLocaleString('en')}, from the table)`, cold))

      const runs: Array<{ constant: Run; poll: Run }> = []
      for (let round = 1; round <= 2; round++) {
        const constantRun = await load(constant, signed, { duration: seconds })
        console.log(line(`GET /api/auth/ms/config (constant), run ${round}`, constantRun))
        const pollRun = await load(poll, signed, { duration: seconds })
        console.log(line(`GET /api/notifications/new, run ${round}`, pollRun))
        runs.push({ constant: constantRun, poll: pollRun })
      }
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
      const constantRate = mean(runs.map((run) => run.constant.rate))
      const pollRate = mean(runs.map((run) => run.poll.rate))
      const pollP99 = Math.max(...runs.map((run) => run.poll.p99))
      const ratio = pollRate / constantRate
      console.log(
        `  poll / constant: ${ratio.toFixed(2)} (target at least 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}); poll p99 ${pollP99.toFixed(1)} ms (target at most 25 ms: ${pollP99 <= 25 ? 'met' : 'NOT met'}); ${connections} connections`,
      )
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureNotificationPoll()
