// Prints what the hot reads cost the server beside a constant endpoint of the same server in the same
// run (issue 36 point 1): requests per second and p99 at 50 connections of GET /api/health, a
// member's script of 40 lines, the same read made conditional (If-None-Match, answered 304 from the
// read cache, decision 101), the member's session of it, that read made conditional, and a page of
// the script library; each read's rate as a share of the constant's. On the database DATABASE_URL
// names, else on PGlite; the real server (src/server/dev.ts, the API alone). 10 s a run (5 s with
// BENCH_SHORT or CI), the constant before and after. Goal: every read at least 0.25 of the constant
// with p99 at most 100 ms. Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freePort } from '../support/free-port'
import { createMember } from '../support/first-load-javascript'
import { startServer } from '../support/server-process'
import { autocannonRun, type Run } from './support/autocannon-run'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const seconds = short ? 5 : 10
const connections = 50

/** A conditional read is expected to be answered 304; any other read 200. */
const load = (url: string, headers: Record<string, string>) =>
  autocannonRun(url, { connections, seconds, headers, expected: headers['if-none-match'] ? '3xx' : '2xx' })

async function api<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const id = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url')

/** A script of 40 lines, two roles, as a member writes one. */
function scriptOf40Lines() {
  const roles = ['ANNA', 'BEN'].map((name) => ({ id: id(), name, description: '' }))
  return {
    id: id(),
    title: 'Forty lines',
    description: 'A scene for the read bench.',
    visibility: 'private',
    roles,
    lines: Array.from({ length: 40 }, (_, index) => ({
      id: id(),
      roleId: roles[index % 2]!.id,
      kind: 'dialogue',
      text: `Line ${index + 1}: a sentence of about the length actors read in one breath, more or less.`,
    })),
  }
}

async function etagOf(url: string, token: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  await response.arrayBuffer()
  return response.headers.get('etag') ?? ''
}

export async function measureReads(): Promise<void> {
  const url = process.env.DATABASE_URL
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reads-'))
  try {
    const server = await startServer({
      port: await freePort(),
      dataDir,
      entry: 'src/server/dev.ts',
      env: { DATABASE_URL: url, LOG_LEVEL: 'warn' },
    })
    try {
      const base = server.url
      const member = await createMember(base)
      const { token } = await api<{ token: string }>(base, 'POST', '/api/users/authenticate', null, member)
      const script = await api<{ id: string }>(base, 'POST', '/api/scripts', token, scriptOf40Lines())
      const session = await api<{ id: string }>(base, 'GET', `/api/scripts/${script.id}/session`, token)
      const asMember = { authorization: `Bearer ${token}` }
      const scriptUrl = `${base}/api/scripts/${script.id}`
      const sessionUrl = `${base}/api/sessions/${session.id}`
      const reads: Array<{ label: string; url: string; headers: Record<string, string> }> = [
        { label: 'GET /api/scripts/:id (40 lines)', url: scriptUrl, headers: asMember },
        {
          label: '  the same, If-None-Match (304)',
          url: scriptUrl,
          headers: { ...asMember, 'if-none-match': await etagOf(scriptUrl, token) },
        },
        { label: 'GET /api/sessions/:id', url: sessionUrl, headers: asMember },
        {
          label: '  the same, If-None-Match (304)',
          url: sessionUrl,
          headers: { ...asMember, 'if-none-match': await etagOf(sessionUrl, token) },
        },
        { label: 'GET /api/library (a page)', url: `${base}/api/library`, headers: asMember },
      ]

      console.log(
        `\nReads beside the constant on ${url ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s each:`,
      )
      const line = (label: string, run: Run, constant?: number) =>
        `  ${label.padEnd(36)} ${run.rate.toFixed(0).padStart(7)} req/s   p99 ${run.p99.toFixed(1).padStart(6)} ms` +
        (constant ? `   ${(run.rate / constant).toFixed(2)} of the constant` : '') +
        (run.failures ? `   ${run.failures} failed` : '')
      const before = await load(`${base}/api/health`, {})
      console.log(line('GET /api/health (constant), before', before))
      const measured: Array<{ label: string; run: Run }> = []
      for (const read of reads) measured.push({ label: read.label, run: await load(read.url, read.headers) })
      const after = await load(`${base}/api/health`, {})
      const constant = (before.rate + after.rate) / 2
      for (const { label, run } of measured) console.log(line(label, run, constant))
      console.log(line('GET /api/health (constant), after', after))
      const met = measured.every(({ run }) => run.rate / constant >= 0.25 && run.p99 <= 100)
      console.log(`  goal (every read ≥ 0.25 of the constant, p99 ≤ 100 ms): ${met ? 'met' : 'NOT met'}`)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureReads()
