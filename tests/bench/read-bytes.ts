// Prints the bytes a signed-in member's second visit costs on the wire (issue 36, point 2): to
// /scripts (20 scripts of 40 lines) and to a session, in Chromium with the app installed (its
// service worker in control), each counted at a TCP relay between the browser and the server: every
// byte the server sent, and how many answers were 200 and 304. A repeated read answered 304 sends
// its headers alone. Expects dist/ to be built. Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, connect, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { callApi, createScript, openSessionOf } from '../engines/support/member-api'
import { chromiumArgs } from '../support/chromium'
import { createMember } from '../support/first-load-javascript'
import { freePort } from '../support/free-port'
import { startServer } from '../support/server-process'

interface Counted {
  bytes: number
  statuses: Record<string, number>
  /** "200 GET /api/…" for each answer with a body, in order. */
  full: string[]
}

/** A relay to `targetPort` counting what the server sends: bytes, and the status of each answer. */
async function countingRelay(targetPort: number) {
  let counted: Counted = { bytes: 0, statuses: {}, full: [] }
  const sockets = new Set<Socket>()
  const relay = createServer((browser) => {
    const server = connect(targetPort, '127.0.0.1')
    for (const socket of [browser, server]) {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    // Requests on one connection are answered in order: each answer is matched to the oldest asked.
    const asked: string[] = []
    browser.on('data', (data: Buffer) => {
      for (const match of data.toString('latin1').matchAll(/^(GET|HEAD|POST|PUT|PATCH|DELETE) (\S+) HTTP\/1\.1/gm))
        asked.push(`${match[1]} ${match[2]!.split('?')[0]}`)
      server.write(data)
    })
    server.on('data', (data: Buffer) => {
      counted.bytes += data.length
      for (const match of data.toString('latin1').matchAll(/HTTP\/1\.1 (\d{3}) /g)) {
        const status = match[1]!
        counted.statuses[status] = (counted.statuses[status] ?? 0) + 1
        const request = asked.shift()
        if (status === '200') counted.full.push(`${status} ${request}`)
      }
      browser.write(data)
    })
    browser.once('close', () => server.destroy())
    server.once('close', () => browser.destroy())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://localhost:${(relay.address() as AddressInfo).port}`,
    take(): Counted {
      const taken = counted
      counted = { bytes: 0, statuses: {}, full: [] }
      return taken
    },
    async close() {
      sockets.forEach((socket) => socket.destroy())
      await new Promise<void>((resolve) => relay.close(() => resolve()))
    },
  }
}

const describe = ({ bytes, statuses, full }: Counted, listFull = true) =>
  `${(bytes / 1024).toFixed(1)} KB from the server; answers ${Object.entries(statuses)
    .sort()
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ')}${listFull && full.length ? ` (with a body: ${full.join(', ')})` : ''}`

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
}

export async function measureReadBytes(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-read-bytes-'))
  const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined } })
  const relay = await countingRelay(Number(new URL(server.url).port))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  try {
    const member = await createMember(server.url)
    const { token } = await callApi<{ token: string }>(server.url, '', 'POST', '/api/users/authenticate', member)
    const lines = Array.from({ length: 40 }, (_, index): [string, string] => [
      index % 2 ? 'BEN' : 'ANNA',
      `Line ${index + 1}: the tide comes in, and the lamp must burn until morning comes.`,
    ])
    const scripts = []
    for (let index = 1; index <= 20; index++)
      scripts.push(await createScript(server.url, token, `Scene ${index}`, lines))
    const sessionId = await openSessionOf(server.url, token, scripts[0]!.id)

    const page = await (await browser.newContext({ baseURL: relay.url })).newPage()
    await page.goto('/login')
    await page.getByLabel('User ID or Email').fill(member.username)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByText('Scene 20').first().waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    await settled(page)
    const first = relay.take()

    await page.goto('/scripts')
    await page.getByText('Scene 20').first().waitFor()
    await settled(page)
    const scriptsAgain = relay.take()

    await page.goto(`/session/${sessionId}`)
    await page.getByRole('heading', { name: 'Scene 1', level: 1 }).waitFor()
    await settled(page)
    relay.take()
    await page.reload()
    await page.getByRole('heading', { name: 'Scene 1', level: 1 }).waitFor()
    await settled(page)
    const sessionAgain = relay.take()

    console.log('\nBytes on the wire, a signed-in member (Chromium, the app installed):')
    console.log(`  sign-in and first visit to /scripts: ${describe(first, false)}`)
    console.log(`  second visit to /scripts (20 scripts of 40 lines): ${describe(scriptsAgain)}`)
    console.log(`  second visit to a session: ${describe(sessionAgain)}`)
  } finally {
    await browser.close()
    await relay.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureReadBytes()
