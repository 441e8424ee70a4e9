// No syllable lost at the press (issue 38): a studio take begins with the 300 ms said before Record
// was pressed. Chromium's fake microphone plays quiet noise with a click at a known place; the page
// listens to the studio's open stream and presses Record the moment the click sounds, as an actor
// who speaks as they press. The take the server received holds the click, and its first sound
// matches the file from about 300 ms before the press (cross-correlation).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium, expect, type Browser } from '@playwright/test'
import type { Session } from '#contract/sessions'
import { chromiumArgs, fakeMicrophoneArgs } from '../support/chromium'
import { clickLevel, makeClickFile, placeTake } from '../support/click-file'
import { apiAsMember } from './support/api'
import { registerNewMember } from './support/login-dialog'
import { pressRecordAtTheClick, watchMicrophones } from './support/press-at-click'
import { countRecordingChunks, waitForCapturedChunk } from './support/recording'
import { e2eServer } from './support/server-settings'
import { createScript, openSession } from './support/sessions'
import { studioLine } from './support/studio'
import { test } from './support/test'

const folder = path.resolve('.tmp/lead-in')

let browser: Browser | null = null
test.afterEach(async () => {
  await browser?.close()
  browser = null
})

test('a take begins with the 300 ms before Record was pressed: pressed at a click, the take holds the click and the sound before it', async () => {
  const clickFile = await makeClickFile(folder)
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, ...fakeMicrophoneArgs, `--use-file-for-fake-audio-capture=${clickFile}`],
  })
  const context = await browser.newContext({ baseURL: e2eServer.baseURL, reducedMotion: 'reduce' })
  await context.grantPermissions(['microphone'])
  await watchMicrophones(context)
  const page = await context.newPage()
  await registerNewMember(page)
  const script = await createScript(page, 'At the press', [['ANNA', 'Said as Record was pressed.']])
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  const heading = page.getByRole('heading', { name: 'At the press', level: 1 })
  await expect(heading).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.openedMicrophones?.length ?? 0)).toBe(1)
  // A member has touched the page before pressing Record (the browser lets sound start after a gesture).
  await heading.click()

  const before = await countRecordingChunks(page)
  await pressRecordAtTheClick(page, clickLevel)
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
  await waitForCapturedChunk(page, before)
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(studioLine(page, 'Said as Record was pressed.')).toContainText('Uploaded', { timeout: 30_000 })

  const session = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json
  const audio = await page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token?: string } | null
    const response = await fetch(url, { headers: { Authorization: `Bearer ${stored?.token ?? ''}` } })
    return [...new Uint8Array(await response.arrayBuffer())]
  }, session.takes[0]!.audioUrl)
  const takeFile = path.join(folder, `take-${sessionId}.webm`)
  await writeFile(takeFile, Buffer.from(audio))

  const start = await placeTake(takeFile, clickFile)
  console.log(
    `Lead-in: the click pressed on is ${start.clickInTakeMs.toFixed(1)} ms into the take; the take's first ` +
      `100 ms match the file ${start.startBeforeClickMs.toFixed(1)} ms before the click (correlation ${start.correlation.toFixed(2)})`,
  )
  // Pressed a few ms after the click sounded: the take holds it, with nearly 300 ms before it, which
  // is that stretch of the file before the click. Without a lead-in the take begins after the click.
  expect(start.clickInTakeMs).toBeGreaterThanOrEqual(230)
  expect(start.clickInTakeMs).toBeLessThanOrEqual(310)
  expect(start.correlation).toBeGreaterThan(0.5)
  expect(Math.abs(start.startBeforeClickMs - start.clickInTakeMs)).toBeLessThanOrEqual(5)
})
