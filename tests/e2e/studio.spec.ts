// The studio with the browser's fake microphone: takes recorded online and offline reach the server
// once each, and a take cut off by a closed page is offered again (not while another tab still
// records it) and uploaded.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import type { Session } from '#contract/sessions'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'
import { goBackOnline, offlineBanner } from './support/network'
import { savedQueryCache } from './support/query-cache'
import { launchRefusingMicrophone } from './support/refusing-microphone'
import { countRecordingChunks, waitForCapturedChunk } from './support/recording'
import { createScript, markFinished, openSession } from './support/sessions'
import { recordCurrentLine, studioLine } from './support/studio'

const lines = [
  ['ANNA', 'Line one, the morning.'],
  ['BEN', 'Line two, the reply.'],
  ['ANNA', 'Line three, the question.'],
  ['BEN', 'Line four, the answer.'],
  ['ANNA', 'Line five, the goodbye.'],
] as const

async function openStudio(page: Page, title: string): Promise<string> {
  await registerNewMember(page)
  const script = await createScript(
    page,
    title,
    lines.map(([role, text]) => [role, text]),
  )
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  return sessionId
}

/** The end of the take's trim waiting in this device's sync queue, or null (runs in the page). */
async function queuedTrimEnd(takeId: string | null): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('voice-acting')
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
    opening.onsuccess = () => {
      const reading = opening.result.transaction('sync-queue').objectStore('sync-queue').getAll()
      reading.onsuccess = () => {
        opening.result.close()
        const items = reading.result as Array<{ key: string; payload?: { endMs?: number } }>
        resolve(items.find((item) => item.key === `trim:${takeId}`)?.payload?.endMs ?? null)
      }
      reading.onerror = () => reject(reading.error ?? new Error('the sync queue could not be read'))
    }
  })
}

async function serverSession(page: Page, sessionId: string): Promise<Session> {
  const answer = await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)
  expect(answer.status).toBe(200)
  return answer.json
}

test('three lines recorded online are each uploaded, and the current line moves on after each take', async ({
  page,
}) => {
  const sessionId = await openStudio(page, 'Morning talk')
  const firstLineId = (await serverSession(page, sessionId)).script.lines[0]?.id
  await expect(page.getByText('Open', { exact: true })).toBeVisible()
  await expect(studioLine(page, lines[0][1])).toHaveAttribute('aria-current', 'true')
  await expect(studioLine(page, lines[0][1])).toContainText('Your line')
  await expect(studioLine(page, lines[0][1])).toContainText('ANNA')

  await recordCurrentLine(page)
  await expect(studioLine(page, lines[1][1])).toHaveAttribute('aria-current', 'true')
  await recordCurrentLine(page, 'space bar')
  await expect(studioLine(page, lines[2][1])).toHaveAttribute('aria-current', 'true')
  await recordCurrentLine(page)

  for (const [, text] of lines.slice(0, 3)) await expect(studioLine(page, text)).toContainText('Uploaded')
  await expect(studioLine(page, lines[3][1])).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeVisible()

  await studioLine(page, lines[0][1]).getByRole('button', { name: lines[0][1] }).click()
  await expect(studioLine(page, lines[0][1])).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('button', { name: 'Record again' })).toBeVisible()
  // The newest take of a line is the chosen one until the member chooses another; takes are numbered.
  const first = studioLine(page, lines[0][1])
  await expect(first).toContainText('Chosen')
  await recordCurrentLine(page)
  const takeRows = first.locator('[data-take-id]')
  await expect(takeRows).toHaveCount(2)
  await expect(takeRows.nth(0)).toContainText('Take 2')
  await expect(takeRows.nth(1)).toContainText('Take 1')
  await expect(takeRows.nth(0)).toContainText('Chosen')
  const choose = takeRows.nth(1).getByRole('button', { name: 'Use this take' })
  await expect(choose).toBeEnabled()
  await choose.click()
  await expect(takeRows.nth(1)).toContainText('Chosen')
  await expect(first.getByText('Chosen')).toHaveCount(1)
  // The choice goes through the sync queue, like every write: the server has it a moment later.
  const chosenOnServer = async () => {
    const takes = (await serverSession(page, sessionId)).takes.filter((take) => take.lineId === firstLineId)
    const oldest = takes
      .map((take) => take.createdAt)
      .sort()
      .at(0)
    return takes.filter((take) => take.chosen).map((take) => take.createdAt === oldest)
  }
  await expect.poll(chosenOnServer).toEqual([true])
})

test('takes recorded offline survive an offline reload and reach the server once each when back online', async ({
  page,
  context,
  browserName,
}) => {
  const sessionId = await openStudio(page, 'Offline talk')
  await waitForServiceWorker(page)
  for (let n = 0; n < 3; n++) await recordCurrentLine(page)
  for (const [, text] of lines.slice(0, 3)) await expect(studioLine(page, text)).toContainText('Uploaded')

  await context.setOffline(true)
  await recordCurrentLine(page)
  await recordCurrentLine(page)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Offline talk', level: 1 })).toBeVisible()
  for (const [, text] of lines.slice(3)) await expect(studioLine(page, text)).toContainText('Saved on this device')
  for (const [, text] of lines.slice(0, 3)) await expect(studioLine(page, text)).toContainText('Uploaded')
  await expect(page.getByText(offlineBanner)).toBeVisible()

  await goBackOnline(context, browserName)
  await expect(page.getByText(offlineBanner)).toHaveCount(0)
  for (const [, text] of lines) await expect(studioLine(page, text)).toContainText('Uploaded', { timeout: 30_000 })
  const takes = (await serverSession(page, sessionId)).takes
  expect(takes).toHaveLength(5)
  expect(new Set(takes.map((take) => take.id)).size).toBe(5)
  expect(new Set(takes.map((take) => take.lineId)).size).toBe(5)
})

test('a session whose reading failed on a network that answers nothing still opens offline at the next reload', async ({
  page,
  context,
}) => {
  const sessionId = await openStudio(page, 'Weak access point')
  await waitForServiceWorker(page)
  await expect.poll(() => page.evaluate(savedQueryCache)).toContain(sessionId)

  // A classroom's access point: the device believes it is online, and no request is answered.
  const failedReads: number[] = []
  await context.route('**/api/**', (route) => {
    if (new URL(route.request().url()).pathname === `/api/sessions/${sessionId}`) failedReads.push(Date.now())
    return route.abort('timedout')
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Weak access point', level: 1 })).toBeVisible()
  // The studio reads the session again, tries three times and gives up; the device's copy is
  // written after that.
  await expect.poll(() => failedReads.length, { timeout: 20_000 }).toBe(3)
  const lastFailure = failedReads.at(-1)!
  await expect
    .poll(async () => (JSON.parse(await page.evaluate(savedQueryCache)) as { timestamp: number }).timestamp)
    .toBeGreaterThan(lastFailure)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Weak access point', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeEnabled()
  await expect(
    page.getByText('This session is not on this device yet. Connect to the internet to open it.'),
  ).toHaveCount(0)
})

test('a choice and a trim made offline survive an offline reload and reach the server once each when back online', async ({
  page,
  context,
  browserName,
}) => {
  const sessionId = await openStudio(page, 'Offline choices')
  await waitForServiceWorker(page)
  const first = studioLine(page, lines[0][1])
  await recordCurrentLine(page)
  await first.getByRole('button', { name: lines[0][1] }).click()
  await recordCurrentLine(page)
  const takeRows = first.locator('[data-take-id]')
  await expect(takeRows).toHaveCount(2)
  await expect(takeRows.nth(0)).toContainText('Chosen', { timeout: 30_000 })
  await expect(takeRows.nth(1)).toContainText('Uploaded')
  const [olderId] = await takeRows.nth(1).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-take-id')))
  // Each take's silence trim, measured on the device, has reached the server: nothing else is in flight.
  const trimmedOnServer = async () => (await serverSession(page, sessionId)).takes.map((take) => Boolean(take.trim))
  await expect.poll(trimmedOnServer, { timeout: 30_000 }).toEqual([true, true])
  // What reached the server: an attempt the offline network refused gets no answer (an engine may
  // still report itself online on a page reloaded offline, so the queue may try and be refused).
  const sent: string[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (/\/takes\/[^/]+\/(choose|trim)$/.test(request.url())) sent.push(`${request.method()} ${request.url()}`)
  })

  await context.setOffline(true)
  await takeRows.nth(1).getByRole('button', { name: 'Use this take' }).click()
  await expect(takeRows.nth(1)).toContainText('Chosen')
  await takeRows.nth(1).getByRole('button', { name: 'Trim' }).click()
  const end = takeRows.nth(1).getByRole('slider', { name: 'End of Take 1' })
  const endBefore = Number(await end.inputValue())
  await end.focus()
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft')
  await expect(end).toHaveValue(String(endBefore - 50))
  // Written on the device before the page goes (a reload in the same instant would cut the write).
  await expect.poll(() => page.evaluate(queuedTrimEnd, olderId ?? null)).toBe(endBefore - 50)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Offline choices', level: 1 })).toBeVisible()
  await expect(first.locator('[data-take-id]').nth(1)).toContainText('Chosen')
  expect(sent).toEqual([])

  await goBackOnline(context, browserName)
  const onServer = async () => {
    const take = (await serverSession(page, sessionId)).takes.find((each) => each.id === olderId)
    return { chosen: take?.chosen, endMs: take?.trim?.endMs }
  }
  await expect.poll(onServer, { timeout: 30_000 }).toEqual({ chosen: true, endMs: endBefore - 50 })
  // Once each: the five key presses were one write, the reload sent nothing twice.
  await expect.poll(() => sent.length).toBe(2)
  expect(sent.filter((request) => request.endsWith('/choose'))).toHaveLength(1)
  expect(sent.filter((request) => request.endsWith('/trim'))).toHaveLength(1)
})

test('a retake recorded offline is the chosen take of its line at once, and still is once uploaded', async ({
  page,
  context,
  browserName,
}) => {
  const sessionId = await openStudio(page, 'Offline retake')
  await waitForServiceWorker(page)
  const first = studioLine(page, lines[0][1])
  await recordCurrentLine(page)
  const takeRows = first.locator('[data-take-id]')
  await expect(takeRows.nth(0)).toContainText('Uploaded', { timeout: 30_000 })
  await expect(takeRows.nth(0)).toContainText('Chosen')

  await context.setOffline(true)
  await first.getByRole('button', { name: lines[0][1] }).click()
  await recordCurrentLine(page)
  await expect(takeRows).toHaveCount(2)
  await expect(takeRows.nth(0)).toContainText('Saved on this device')
  await expect(takeRows.nth(0)).toContainText('Chosen')
  await expect(takeRows.nth(1)).not.toContainText('Chosen')
  const [retakeId] = await takeRows.nth(0).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-take-id')))

  await goBackOnline(context, browserName)
  await expect(takeRows.nth(0)).toContainText('Uploaded', { timeout: 30_000 })
  await expect(takeRows.nth(0)).toContainText('Chosen')
  await expect(takeRows.nth(1)).not.toContainText('Chosen')
  const chosenOnServer = async () =>
    (await serverSession(page, sessionId)).takes.filter((take) => take.chosen).map((take) => take.id)
  await expect.poll(chosenOnServer).toEqual([retakeId])
})

test('a take cut off by closing the page is offered on reopening, kept and uploaded', async ({ page, context }) => {
  const sessionId = await openStudio(page, 'Cut short')
  const before = await countRecordingChunks(page)
  await page.getByRole('button', { name: 'Record', exact: true }).click()
  await waitForCapturedChunk(page, before)

  // A second tab while the first still records: that take is running, not interrupted.
  const again = await context.newPage()
  await again.goto(`/session/${sessionId}`)
  await expect(studioLine(again, lines[0][1])).toBeVisible()
  await expect(again.getByText('A take of this session was interrupted.')).toBeHidden()

  await page.close({ runBeforeUnload: false })
  await again.reload()
  await expect(again.getByText('A take of this session was interrupted.')).toBeVisible()
  await again.getByRole('button', { name: 'Keep it' }).click()
  await expect(again.getByText('A take of this session was interrupted.')).toBeHidden()
  await expect(studioLine(again, lines[0][1])).toContainText('Uploaded')
  expect((await serverSession(again, sessionId)).takes.map((take) => take.lineId)).toHaveLength(1)
})

test('the owner gives roles, makes, copies and revokes a share link, finishes and publishes the session', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openStudio(page, 'Owner desk')
  await expect(page.getByRole('heading', { name: 'Roles', level: 2 })).toBeVisible()
  const anna = page.getByRole('combobox', { name: 'ANNA' })
  await expect(anna.locator('option')).toHaveText(['Member', 'Nobody'])

  await anna.selectOption({ label: 'Nobody' })
  await expect(studioLine(page, lines[0][1])).not.toContainText('Your line')
  await expect(studioLine(page, lines[1][1])).toContainText('Your line')
  await anna.selectOption({ label: 'Member' })
  await expect(studioLine(page, lines[0][1])).toContainText('Your line')

  await expect(page.getByRole('heading', { name: 'Share links', level: 2 })).toBeVisible()
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'BEN' })
  await page.getByRole('combobox', { name: 'Expires' }).selectOption({ label: 'Never' })
  await page.getByRole('button', { name: 'Make a share link' }).click()
  const link = page.getByRole('listitem').filter({ hasText: '/s/' })
  await expect(link).toContainText('BEN')
  await expect(link).toContainText('Never expires')
  const url = (await link.getByText(/\/s\//).textContent()) ?? ''
  expect(url).toMatch(new RegExp(`^${new URL(page.url()).origin}/s/[A-Za-z0-9_-]+$`))
  await link.getByRole('button', { name: 'Copy link' }).click()
  await expect(link.getByText('Link copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await page.screenshot({ path: 'test-results/studio-owner-phone.png', fullPage: true })
  await link.getByRole('button', { name: 'Revoke' }).click()
  await expect(link).toHaveCount(0)

  // Finishing asks first and says what it enables; until published, the owner can reopen.
  await expect(
    page.getByText('Finished sessions can be published as episodes and shown in your portfolio.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Mark as finished' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Mark this session as finished?' })
  await expect(confirm).toContainText('No more takes can be recorded until you reopen it')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Open', { exact: true })).toBeVisible()
  await markFinished(page)
  const finishedHint = page.getByText('This session is finished: takes can no longer be recorded.')
  await expect(finishedHint).toBeVisible()
  await page.getByRole('button', { name: 'Reopen session' }).click()
  await expect(page.getByText('Open', { exact: true })).toBeVisible()
  await expect(finishedHint).toHaveCount(0)
  await markFinished(page)
  await page.getByRole('button', { name: 'Publish to portfolio' }).click()
  await expect(page.getByText('On your portfolio.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reopen session' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Remove from portfolio' }).click()
  await expect(page.getByRole('button', { name: 'Publish to portfolio' })).toBeVisible()
})

test('a microphone the browser refuses shows a clear alert and records nothing', async ({
  browser,
  browserName,
  baseURL,
}) => {
  const refusing = await launchRefusingMicrophone(browser.browserType(), browserName)
  try {
    const page = await (await refusing.newContext({ baseURL })).newPage()
    await openStudio(page, 'No microphone')
    await page.getByRole('button', { name: 'Record', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Microphone access was denied.' })).toBeVisible()
    await expect(page.getByRole('meter', { name: 'Input level' })).toBeHidden()
    expect(await countRecordingChunks(page)).toBe(0)
  } finally {
    await refusing.close()
  }
})
