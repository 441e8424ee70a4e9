// The dashboard as staff use it (issue 13 point 4): every figure, the chart and its tables, the
// breakdowns with their CSV, a custom range, and a path filter that every panel follows.
import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { logIn } from './support/login-dialog'
import { signInWithHandOff } from './support/hand-off'
import { e2eServer } from './support/server-settings'
import { seededUsers } from './support/users'
import { readyForPageDownloads } from './support/page-downloads'

/** Metrics requests of the page, as URLs. */
function metricsRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/metrics/')) seen.push(url)
  })
  return seen
}

const waitForMetrics = (page: Page, endpoint: string, check: (search: URLSearchParams) => boolean) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === `/api/metrics/${endpoint}` && check(url.searchParams)
  })

test('a show_metrics member reads the chart’s table, the breakdowns and their CSV, a custom range and a path filter', async ({
  page,
  browserName,
}) => {
  const requests = metricsRequests(page)
  // Set before anything is sent: the first page visit may be stored before the figures are read.
  // Playwright's WebDriver BiDi gives no request bodies: in Firefox the first activity send counts
  // (the Top pages table below still has to show the visit).
  const pageVisitSent = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/activities') &&
      (browserName === 'firefox'
        ? response.request().method() === 'POST'
        : (response.request().postData() ?? '').includes('"action":"page-visit"')),
  )
  const dashboard = e2eServer.variantURL('dashboard')
  await page.goto(`${dashboard}/`)
  await signInWithHandOff(page, dashboard, () =>
    logIn(page, seededUsers.metrics.username, seededUsers.metrics.password),
  )
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible()

  for (const group of ['Visitors', 'Members', 'Recording'])
    await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible()
  for (const figure of ['Installed app share', 'Monthly active members', 'Longest upload wait', 'Share links opened']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible()
  }

  // This very visit is a page view of "/" on the dashboard: the app records it a second after the
  // route and sends it; once the server has stored it, another range (read afresh) shows it.
  expect((await pageVisitSent).status()).toBeLessThan(300)
  await page.getByLabel('Range').selectOption({ label: 'Last 7 days' })
  const topPages = page.getByRole('table', { name: 'Top pages' })
  await expect(topPages.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Variants' }).getByRole('cell', { name: 'Dashboard' })).toBeVisible()

  // The chart, and its numbers as a table in the accessibility tree: the 7 days of the range.
  await expect(
    page.getByRole('img', { name: /^Line chart of visitors and page views per day/ }).locator('canvas'),
  ).toBeVisible()
  // The legend shows the latest day's numbers before the pointer is on the chart.
  const legend = page.locator('.u-legend .u-series')
  await expect(legend.nth(0).locator('.u-value')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
  await expect(legend.nth(1).locator('.u-value')).toHaveText(/^\d[\d,]*$/)
  const perDay = page.getByRole('table', { name: 'Visitors and page views per day' })
  await expect(perDay.getByRole('row')).toHaveCount(8)
  await expect(page.getByRole('table', { name: 'Takes recorded per day' })).toBeAttached()
  await page.getByRole('button', { name: 'Show as tables' }).click()
  await expect(perDay).toBeVisible()

  // The table shows its first 10 paths until "Show all"; the CSV always has every one.
  const showAllTopPages = page.locator(`button[aria-controls="${await topPages.getAttribute('id')}"]`)
  if ((await showAllTopPages.count()) > 0) {
    await showAllTopPages.click()
    await expect(showAllTopPages).toHaveAttribute('aria-expanded', 'true')
  }
  const rows = await topPages.getByRole('row').count()
  await readyForPageDownloads(page, browserName)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV of Top pages' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^top-pages-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await readFile(await download.path(), 'utf8')).split('\r\n')
  expect(csv[0]).toBe('Path,Page views')
  expect(csv[1]).toMatch(/^\/[^,]*,\d+$/)
  expect(csv.filter(Boolean)).toHaveLength(rows)

  // Custom dates: a bad range is explained and never asked for; one day is drawn per hour.
  await page.getByLabel('Range').selectOption({ label: 'Custom dates' })
  const to = await page.getByLabel('To', { exact: true }).inputValue()
  await page.getByLabel('From', { exact: true }).fill('2000-01-01')
  await expect(page.getByRole('alert')).toContainText('Choose at most 366 days.')
  const oneDay = waitForMetrics(page, 'series', (search) => search.get('from') === to && search.get('to') === to)
  await page.getByLabel('From', { exact: true }).fill(to)
  await oneDay
  await expect(page.getByRole('table', { name: 'Visitors and page views per hour' }).getByRole('row')).toHaveCount(25)
  expect(requests.filter((url) => url.searchParams.get('from') === '2000-01-01')).toEqual([])

  // A path filter: explained when it does not start with /, else applied to every panel.
  await page.getByLabel('Path', { exact: true }).fill('scripts')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByText('The path filter must start with /.')).toBeVisible()
  const filtered = ['summary', 'series', 'breakdowns', 'realtime'].map((endpoint) =>
    waitForMetrics(page, endpoint, (search) => search.get('path') === '/'),
  )
  await page.getByLabel('Path', { exact: true }).fill('/')
  await page.getByLabel('Path', { exact: true }).press('Enter')
  await Promise.all(filtered)
  await expect(page.getByText('Showing only Path: /')).toBeVisible()
  await expect(topPages.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('/')
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.getByText('Showing only Path: /')).toHaveCount(0)
  await expect(page.getByLabel('Path', { exact: true })).toHaveValue('')
})
