// A member's studio for the recording benches: the real server on a temporary DATA_DIR (PGlite), the
// system Chromium with its fake microphone, a new member with a one-line script, its session open.
// `close` ends all of it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { apiAsMember } from '#tests/e2e/support/api'
import { watchMicrophones } from '#tests/e2e/support/press-at-click'
import { testId } from '#tests/e2e/support/sessions'
import { chromiumArgs, fakeMicrophoneArgs } from '#tests/support/chromium'
import { freePort } from '#tests/support/free-port'
import { startServer } from '#tests/support/server-process'

export interface BenchStudio {
  browser: Browser
  context: BrowserContext
  page: Page
  cdp: CDPSession
  close(): Promise<void>
}

async function setUpSession(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/register`)
  await page.getByLabel('Email').fill(`bench-${Date.now()}@example.test`)
  await page.getByLabel('Password', { exact: true }).fill('bench-secret')
  await page.getByRole('button', { name: 'Agree and Join' }).click()
  await page.waitForURL(/\/scripts$/)
  const roleId = testId()
  const script = {
    id: testId(),
    title: 'Bench monologue',
    roles: [{ id: roleId, name: 'SPEAKER', description: '' }],
    lines: [{ id: testId(), roleId, kind: 'dialogue', text: 'A very long speech.' }],
  }
  const created = await apiAsMember(page, 'POST', '/api/scripts', script)
  if (created.status >= 300)
    throw new Error(`Could not create the script: ${created.status} ${JSON.stringify(created.json)}`)
  const session = await apiAsMember<{ id: string }>(page, 'GET', `/api/scripts/${script.id}/session`)
  if (session.status >= 300) throw new Error(`Could not open the session: ${session.status}`)
  return session.json.id
}

/** `microphoneFile`: what the fake microphone plays (a WAV file, looped); its own beeps otherwise.
 *  `keepStreams`: every microphone stream the page opens is kept on `window.openedMicrophones`. */
export async function openBenchStudio(
  name: string,
  { microphoneFile, keepStreams = false }: { microphoneFile?: string; keepStreams?: boolean } = {},
): Promise<BenchStudio> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`))
  const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined } })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      ...fakeMicrophoneArgs,
      ...(microphoneFile ? [`--use-file-for-fake-audio-capture=${microphoneFile}`] : []),
    ],
  })
  const close = async () => {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const context = await browser.newContext()
    if (keepStreams) await watchMicrophones(context)
    const page = await context.newPage()
    const sessionId = await setUpSession(page, server.url)
    await page.goto(`${server.url}/session/${sessionId}`)
    await page.getByRole('button', { name: 'Record', exact: true }).waitFor()
    return { browser, context, page, cdp: await context.newCDPSession(page), close }
  } catch (error) {
    await close()
    throw error
  }
}
