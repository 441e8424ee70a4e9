// Prints the bytes a signed-in member's second visit costs on the wire (issue 36, point 2): to
// /scripts (20 scripts of 40 lines) and to a session (20 takes), in Chromium with the app installed (its
// service worker in control), each counted at a TCP relay between the browser and the server: every
// byte the server sent, and how many answers were 200 and 304. A repeated read answered 304 sends
// its headers alone. Expects dist/ to be built. Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, connect, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from '@playwright/test'
import { callApi, createScript, openSessionOf, uploadTake } from '../engines/support/member-api'
import { fixtureNamed } from '../support/audio-fixtures'
import { chromiumArgs } from '../support/chromium'
import { createMember } from '../support/first-load-javascript'
import { freePort } from '../support/free-port'
import { watchHttpAnswers, type HttpAnswer } from '../support/http-answers'
import { startServer } from '../support/server-process'

/** A relay to `targetPort` recording every answer; `revalidate: false` drops If-None-Match from
 *  each request on the way, so every read is answered in full: the app without revalidation. */
async function countingRelay(targetPort: number, { revalidate }: { revalidate: boolean }) {
  let answers: HttpAnswer[] = []
  const sockets = new Set<Socket>()
  const relay = createServer((browser) => {
    const server = connect(targetPort, '127.0.0.1')
    for (const socket of [browser, server]) {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    watchHttpAnswers(browser, server, (answer) => answers.push(answer))
    browser.on('data', (data: Buffer) =>
      server.write(
        revalidate ? data : Buffer.from(data.toString('latin1').replace(/^if-none-match:[^\r]*\r\n/gim, ''), 'latin1'),
      ),
    )
    server.pipe(browser)
    browser.once('close', () => server.destroy())
    server.once('close', () => browser.destroy())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://localhost:${(relay.address() as AddressInfo).port}`,
    take(): HttpAnswer[] {
      const taken = answers
      answers = []
      return taken
    },
    async close() {
      sockets.forEach((socket) => socket.destroy())
      await new Promise<void>((resolve) => relay.close(() => resolve()))
    },
  }
}

const kilobytes = (answers: HttpAnswer[]) => (answers.reduce((sum, answer) => sum + answer.bytes, 0) / 1024).toFixed(1)

function describe(answers: HttpAnswer[], listEach = true): string {
  const statuses = new Map<number, number>()
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}× ${status}`)
  const each = answers.map((answer) => `${answer.status} ${answer.request} ${answer.bytes} B`).join(', ')
  return `${kilobytes(answers)} KB from the server in ${counts.join(', ')}${listEach ? `\n      ${each}` : ''}`
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
}

interface Visits {
  first: HttpAnswer[]
  scriptsAgain: HttpAnswer[]
  sessionAgain: HttpAnswer[]
}

/** A member signs in (installing the app), then visits /scripts again and a session twice. */
async function secondVisits(
  browser: Browser,
  relay: Awaited<ReturnType<typeof countingRelay>>,
  member: { username: string; password: string },
  sessionId: string,
): Promise<Visits> {
  const context = await browser.newContext({ baseURL: relay.url })
  try {
    const page = await context.newPage()
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
    return { first, scriptsAgain, sessionAgain: relay.take() }
  } finally {
    await context.close()
  }
}

export async function measureReadBytes(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-read-bytes-'))
  const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined } })
  const port = Number(new URL(server.url).port)
  const [inFull, revalidating] = await Promise.all([
    countingRelay(port, { revalidate: false }),
    countingRelay(port, { revalidate: true }),
  ])
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
    const { bytes } = fixtureNamed('chromium.webm')
    for (const line of scripts[0]!.lines.slice(0, 20))
      await uploadTake(server.url, token, { sessionId, lineId: line.id, mime: 'audio/webm', bytes })

    const before = await secondVisits(browser, inFull, member, sessionId)
    const after = await secondVisits(browser, revalidating, member, sessionId)

    console.log('\nBytes on the wire, a signed-in member (Chromium, the app installed):')
    console.log(`  sign-in and first visit to /scripts: ${describe(after.first, false)}`)
    for (const [name, visits] of [
      ['every read answered in full (If-None-Match dropped on the way)', before],
      ['as the app asks (If-None-Match, 304 when unchanged)', after],
    ] as const) {
      console.log(`  ${name}:`)
      console.log(`    second visit to /scripts (20 scripts of 40 lines): ${describe(visits.scriptsAgain)}`)
      console.log(`    second visit to a session (20 takes): ${describe(visits.sessionAgain)}`)
    }
  } finally {
    await browser.close()
    await Promise.all([inFull.close(), revalidating.close()])
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureReadBytes()
