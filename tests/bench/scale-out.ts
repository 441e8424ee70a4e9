// Prints what a second server process adds (issue 17): requests per second and p99 of a script read
// (GET /api/scripts/:id, a member's own script of 40 lines) against one server, then through a
// round-robin proxy in front of one server and in front of two, all on the same PostgreSQL
// (DATABASE_URL; skipped without it) and on this same machine, where the load generator and the
// proxy share the cores with the servers: the figure is what a second process gives here, not what
// a second machine would. The servers set no JWT_SECRET: a member signed in through one is served
// by the other because the key is shared through the database (decision 071). Figures only.
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freePort } from '../support/free-port'
import { startServer, type ServerProcess } from '../support/server-process'
import { autocannonRun, type Run } from './support/autocannon-run'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const seconds = short ? 5 : 10
const connections = 50

const load = (url: string, token: string) =>
  autocannonRun(url, { connections, seconds, headers: { authorization: `Bearer ${token}` } })

const line = (label: string, run: Run) =>
  `  ${label.padEnd(40)} ${run.rate.toFixed(0).padStart(7)} req/s   p99 ${run.p99.toFixed(1).padStart(6)} ms${run.failures ? `   ${run.failures} failed` : ''}`

/** A plain HTTP round-robin in front of `targets` (kept-alive connections to each). */
async function roundRobin(targets: ServerProcess[]): Promise<{ url: string; close: () => Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  let next = 0
  const proxy = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]!.url)
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    forwarded.on('error', () => response.writeHead(502).end())
    request.pipe(forwarded)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => proxy.close(() => (agent.destroy(), resolve()))),
  }
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const id = (n: number) => `bench-scale-${String(n).padStart(10, '0')}`

export async function measureScaleOut(): Promise<void> {
  const url = process.env.DATABASE_URL
  if (!url) {
    console.log('\nScale-out: skipped (needs DATABASE_URL: several processes share PostgreSQL only).')
    return
  }
  const dirs = [mkdtempSync(path.join(tmpdir(), 'bench-scale-a-')), mkdtempSync(path.join(tmpdir(), 'bench-scale-b-'))]
  const servers: ServerProcess[] = []
  try {
    // One after the other: the second finds the migrations done and the key the first stored.
    for (const dataDir of dirs)
      servers.push(
        await startServer({
          port: await freePort(),
          dataDir,
          entry: 'src/server/dev.ts',
          env: { DATABASE_URL: url, JWT_SECRET: undefined },
        }),
      )
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const { token } = await post<{ token: string }>(`${a.url}/api/users/create`, {
      username: `bench-scale-${Date.now()}`,
      password: 'bench-scale-pass',
    })
    const roles = [
      { id: id(1), name: 'MAYA', description: '' },
      { id: id(2), name: 'LEO', description: '' },
    ]
    const lines = Array.from({ length: 40 }, (_, index) => ({
      id: id(100 + index),
      roleId: roles[index % 2]!.id,
      kind: 'dialogue',
      text: `Line ${index + 1} of the harbour scene, said with feeling.`,
    }))
    const script = await post<{ id: string }>(
      `${a.url}/api/scripts`,
      { id: id(3), title: 'Harbour at night', roles, lines },
      token,
    )
    const read = (base: string) => `${base}/api/scripts/${script.id}`
    const onB = await fetch(read(b.url), { headers: { authorization: `Bearer ${token}` } })
    console.log(
      `\nScale-out on PostgreSQL: a script of 40 lines read by its owner, ${connections} connections, ${seconds} s each (token from server 1 read through server 2: ${onB.status})`,
    )

    console.log(line('one server, direct', await load(read(a.url), token)))
    const oneBehind = await roundRobin([a])
    try {
      console.log(line('round-robin proxy -> one server', await load(read(oneBehind.url), token)))
    } finally {
      await oneBehind.close()
    }
    const twoBehind = await roundRobin([a, b])
    try {
      console.log(line('round-robin proxy -> two servers', await load(read(twoBehind.url), token)))
    } finally {
      await twoBehind.close()
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureScaleOut()
