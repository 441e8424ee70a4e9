// The activity log in a real browser against the real server: page visits 1 s after each route
// change, kept on the device while offline and sent once the network returns, each counted once by
// the server even when sent twice, in one activity session until 30 minutes pass without a record.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import type { ActivityReceipt, ActivityRecord } from '#contract/activities'
import { appStoreCount } from '../engines/support/in-page'
import { waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'

interface Sent {
  records: ActivityRecord[]
  receipt: ActivityReceipt | null
}

/** Every POST /api/activities/ the page makes, with the server's answer. */
async function watchActivitySends(page: Page, browserName: string): Promise<Sent[]> {
  if (browserName === 'firefox') return watchActivitySendsInPage(page)
  const sent: Sent[] = []
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/activities/')) return
    const entry: Sent = { records: (request.postDataJSON() as { records: ActivityRecord[] }).records, receipt: null }
    sent.push(entry)
    void request.response().then(async (response) => {
      if (response?.ok()) entry.receipt = (await response.json()) as ActivityReceipt
    })
  })
  return sent
}

/** The same from inside the page: Firefox's WebDriver BiDi gives Playwright no request bodies
 *  (`postData()` is null there). The page's fetch is watched and passed through untouched. */
async function watchActivitySendsInPage(page: Page): Promise<Sent[]> {
  const sent: Sent[] = []
  await page.exposeFunction('activitySent', (body: string, answer: string | null) => {
    sent.push({
      records: (JSON.parse(body) as { records: ActivityRecord[] }).records,
      receipt: answer === null ? null : (JSON.parse(answer) as ActivityReceipt),
    })
  })
  await page.addInitScript(() => {
    const pageFetch = window.fetch.bind(window)
    const report = (body: string, answer: string | null) =>
      (window as unknown as { activitySent: (body: string, answer: string | null) => Promise<void> }).activitySent(
        body,
        answer,
      )
    window.fetch = async (input, init) => {
      const response = await pageFetch(input, init)
      const url = input instanceof Request ? input.url : String(input)
      if (
        init?.method === 'POST' &&
        typeof init.body === 'string' &&
        new URL(url, location.href).pathname === '/api/activities/'
      ) {
        const body = init.body
        void response
          .clone()
          .text()
          .then((text) => report(body, response.ok ? text : null))
      }
      return response
    }
  })
  return sent
}

/** The member's page visits since signing up. (The register page is logged for the visitor, or for
 *  the new member when the form was sent within its second.) */
const visits = (sent: Sent[]) =>
  sent
    .flatMap((send) => send.records)
    .filter((record) => record.action === 'page-visit' && record.userId && record.path !== '/register')
const stored = (sent: Sent[]) => sent.reduce((sum, send) => sum + (send.receipt?.stored ?? 0), 0)

test('page visits made online and offline reach the server once each, in order, in one session until 30 quiet minutes pass', async ({
  page,
  context,
  browserName,
}) => {
  // The page's clock starts 40 minutes back, so it can move 31 minutes on and stay in the server's window.
  await page.clock.install({ time: new Date(Date.now() - 40 * 60_000) })
  const sent = await watchActivitySends(page, browserName)
  await registerNewMember(page)
  await waitForServiceWorker(page)
  // Signing up lands on /scripts: its visit is logged after its second (a busy machine may take
  // longer than that to get here), and leaving sooner would replace it.
  await expect.poll(() => visits(sent).map((record) => record.path)).toContain('/scripts')
  const nav = page.getByRole('navigation')
  await nav.getByRole('link', { name: 'Drafts' }).click()
  await expect(page).toHaveURL(/\/write$/)
  await expect.poll(() => visits(sent).map((record) => record.path)).toContain('/write')

  await context.setOffline(true)
  await nav.getByRole('link', { name: 'Scripts' }).click()
  await expect(page).toHaveURL(/\/scripts$/)
  // Nothing leaves the device while offline; the visit waits in IndexedDB.
  await expect.poll(() => waitingOnDevice(page)).toBe(1)
  // Friends is left within the second: replaced by the next page, never logged. The page's clock
  // stands still over the two clicks, which may take longer than a second (over BiDi, on a busy machine).
  // (It stops a few seconds on: it can only move forward, and the test's calls take their time.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000))
  await nav.getByRole('link', { name: 'Friends' }).click()
  await expect(page).toHaveURL(/\/friends$/)
  await nav.getByRole('link', { name: 'Drafts' }).click()
  await expect(page).toHaveURL(/\/write$/)
  await page.clock.resume()
  await expect.poll(() => waitingOnDevice(page)).toBe(2)

  await context.setOffline(false)
  await expect.poll(() => waitingOnDevice(page), { timeout: 20_000 }).toBe(0)
  const all = visits(sent)
  const distinct = [...new Map(all.map((record) => [record.id, record])).values()]
  expect(distinct.map((record) => record.path)).toEqual(['/scripts', '/write', '/scripts', '/write'])
  expect(distinct.map((record) => record.context?.online)).toEqual([true, true, false, false])
  expect(new Set(distinct.map((record) => record.session)).size).toBe(1)
  await expect
    .poll(() => stored(sent))
    .toBe(new Set(sent.flatMap((send) => send.records.map((record) => record.id))).size)

  // A reload sends again what the page had not seen answered: the server says it has them.
  await page.reload()
  await expect(page).toHaveURL(/\/write$/)

  // 31 quiet minutes later, the next visit starts a new session.
  await page.clock.fastForward('31:00')
  await nav.getByRole('link', { name: 'Scripts' }).click()
  await expect.poll(() => visits(sent).at(-1)?.session).not.toBe(distinct[0]!.session)
  await expect.poll(() => waitingOnDevice(page), { timeout: 20_000 }).toBe(0)
  // The page empties its store once it has the answer; the test hears of that answer a moment later.
  const ids = sent.flatMap((send) => send.records.map((record) => record.id))
  await expect.poll(() => stored(sent)).toBe(new Set(ids).size)
})

/** Activity records waiting in the app's IndexedDB store. */
const waitingOnDevice = (page: Page) => page.evaluate(appStoreCount, 'activities')
