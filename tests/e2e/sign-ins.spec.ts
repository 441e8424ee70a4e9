// A sign-in that holds where members really are, on a server that swaps the refresh token on
// every refresh (so every race and retry below meets a swapped token) and whose access tokens
// live 10 s (so a take recorded offline comes back with an expired one).
import { expect, request, type BrowserContext, type Page } from '@playwright/test'
import { test } from './support/test'
import type { SignInEntry } from '#contract/sign-ins'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'
import { startOwnServer, type OwnServer } from './support/own-server'
import { createScript, openSession } from './support/sessions'
import { recordCurrentLine, studioLine } from './support/studio'

let server: OwnServer
test.beforeAll(async () => {
  server = await startOwnServer({ REFRESH_ROTATE_AFTER_SECONDS: '0', ACCESS_TOKEN_TTL_SECONDS: '10' })
})
test.afterAll(async () => {
  await server.close()
})

const refreshPath = '/api/users/refresh-token'

async function expectSignedInOnScripts(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/scripts$/)
  await expect(page.getByRole('heading', { name: 'Scripts', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Profile/ })).toBeVisible()
}

async function signInsSeenBy(page: Page): Promise<SignInEntry[]> {
  const answer = await apiAsMember<{ entries: SignInEntry[] }>(page, 'GET', '/api/sign-ins')
  expect(answer.status).toBe(200)
  return answer.json.entries
}

/** Counts the refreshes the tabs of `context` have under way at once. */
function watchRefreshes(context: BrowserContext) {
  let inFlight = 0
  let most = 0
  let total = 0
  const isRefresh = (url: string) => new URL(url).pathname === refreshPath
  context.on('request', (sent) => {
    if (!isRefresh(sent.url())) return
    total += 1
    inFlight += 1
    most = Math.max(most, inFlight)
  })
  const done = (url: string) => {
    if (isRefresh(url)) inFlight -= 1
  }
  context.on('requestfinished', (finished) => done(finished.url()))
  context.on('requestfailed', (failed) => done(failed.url()))
  return { most: () => most, total: () => total }
}

test('three tabs opened at once and a fourth later all stay signed in, on one unbroken sign-in', async ({
  browser,
  browserName,
}) => {
  const context = await browser.newContext({ baseURL: server.url })
  const first = await context.newPage()
  await registerNewMember(first)
  const refreshes = watchRefreshes(context)

  const tabs = await Promise.all(
    [1, 2, 3].map(async () => {
      const tab = await context.newPage()
      await tab.goto('/scripts')
      return tab
    }),
  )
  for (const tab of tabs) await expectSignedInOnScripts(tab)
  const fourth = await context.newPage()
  await fourth.goto('/scripts')
  await expectSignedInOnScripts(fourth)

  // Each tab refreshed at start, one at a time (the Web Lock), each with the newest cookie.
  expect(refreshes.total()).toBeGreaterThanOrEqual(1)
  expect(refreshes.most()).toBe(1)
  for (const tab of [first, ...tabs, fourth]) {
    await tab.reload()
    await expectSignedInOnScripts(tab)
  }
  const signIns = await signInsSeenBy(fourth)
  expect(signIns.map((entry) => [entry.device, entry.current])).toEqual([
    [`${browserName === 'firefox' ? 'Firefox' : 'Chrome'} on Linux`, true],
  ])
  await context.close()
})

test('a refresh whose answer is lost leaves the member signed in, and the retry gets the new token', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await registerNewMember(page)
  // The server answers; the answer never reaches the browser (its cookie jar keeps the old token).
  const outside = await request.newContext()
  const swapped: string[] = []
  await page.route(`**${refreshPath}`, async (route) => {
    const answered = await outside.post(route.request().url(), { headers: await route.request().allHeaders() })
    expect(answered.status()).toBe(200)
    swapped.push(answered.headers()['set-cookie'] ?? '')
    await route.abort('connectionreset')
  })
  await page.reload()
  await expectSignedInOnScripts(page)
  expect(swapped).toHaveLength(1)
  expect(swapped[0]).toMatch(/^refresh_token=/)

  // The browser retries with the cookie it still holds: the server hands it the same successor.
  await page.unrouteAll()
  await page.reload()
  await expectSignedInOnScripts(page)
  await page.reload()
  await expectSignedInOnScripts(page)
  expect((await signInsSeenBy(page)).map((entry) => entry.current)).toEqual([true])
  await outside.dispose()
  await context.close()
})

test('a take recorded offline until the access token expired uploads without asking to log in', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await registerNewMember(page)
  const script = await createScript(page, 'Long night', [
    ['MIRA', 'Still recording at midnight.'],
    ['MIRA', 'And again at one.'],
  ])
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: 'Long night', level: 1 })).toBeVisible()
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await recordCurrentLine(page)
  await expect(studioLine(page, 'Still recording at midnight.')).toContainText('Saved on this device')
  const expiry = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token: string }
    return (JSON.parse(atob(stored.token.split('.')[1]!)) as { exp: number }).exp * 1000
  })
  await expect
    .poll(() => Date.now(), { message: 'the access token has expired', timeout: 20_000 })
    .toBeGreaterThan(expiry + 1000)

  await context.setOffline(false)
  await expect(studioLine(page, 'Still recording at midnight.')).toContainText('Uploaded')
  await expect(page.getByText('Please log in to open this session.')).toHaveCount(0)
  const session = await apiAsMember<{ takes: unknown[] }>(page, 'GET', `/api/sessions/${sessionId}`)
  expect(session.json.takes).toHaveLength(1)
  await context.close()
})
