import { expect } from '@playwright/test'
import { test } from './support/test'
import { visitorDefinition } from '#app/metrics/figure-groups'
import { logIn, uniqueEmail } from './support/login-dialog'
import { signInWithHandOff } from './support/hand-off'
import { e2eServer } from './support/server-settings'
import { seededUsers } from './support/users'

function relativeLuminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

test('podcast.localhost shows the podcast tabs on a dark page', async ({ page }) => {
  const podcast = e2eServer.variantURL('podcast')
  await page.goto(`${podcast}/register`)
  await page.getByLabel('Email').fill(uniqueEmail('podcast'))
  await page.getByLabel('Password', { exact: true }).fill('secret-123')
  await page.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(page).toHaveURL(`${podcast}/`)

  const nav = page.getByRole('navigation')
  for (const tab of ['My Podcasts', 'My Favourites', 'Playlists']) {
    await expect(nav.getByRole('link', { name: tab })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'My Class' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Drafts' })).toHaveCount(0)

  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(relativeLuminance(background)).toBeLessThan(0.2)
  // Chakra's brand palette is the variant's pink (#FF01CD, its text shade #ff70e1 on dark)
  const current = nav.getByRole('link', { name: 'My Podcasts' })
  await expect(current).toHaveCSS('border-bottom-color', 'rgb(255, 1, 205)')
  await expect(current).toHaveCSS('color', 'rgb(255, 112, 225)')

  await page.goto(`${podcast}/login`)
  await expect(page).toHaveURL(`${podcast}/`)
})

test('podcast /history logged out shows the podcast history page', async ({ page }) => {
  await page.goto(`${e2eServer.variantURL('podcast')}/history`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/history/i)
  await expect(page).toHaveURL(/\/history$/)
})

test('dashboard.localhost asks a visitor to log in, then shows metrics to a show_metrics user', async ({ page }) => {
  const dashboard = e2eServer.variantURL('dashboard')
  await page.goto(`${dashboard}/`)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('User ID or Email')).toBeVisible()
  await signInWithHandOff(page, dashboard, () =>
    logIn(page, seededUsers.metrics.username, seededUsers.metrics.password),
  )
  await expect(page).toHaveURL(`${dashboard}/`)
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The headline figures of the last 30 days, beside the 30 before; this very visit is counted.
  await expect(page.getByText(/\d+ visitors? in the last 5 minutes/)).toBeVisible()
  // One definition of a visitor, stated under "right now" and under the Visitors figure.
  await expect(page.getByText(visitorDefinition)).toHaveCount(2)
  await expect(page.getByRole('definition').first()).toBeVisible()
  for (const figure of ['Visitors', 'Visits', 'Page views', 'Views per visit', 'Bounce rate', 'Visit duration']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible()
  }
  await page.getByLabel('Range').selectOption({ label: 'Today' })
  await expect(page.getByLabel('Range')).toHaveValue('today')
})

test('dashboard keeps the login dialog for a member without show_metrics', async ({ page }) => {
  const dashboard = e2eServer.variantURL('dashboard')
  await page.goto(`${dashboard}/`)
  await signInWithHandOff(page, dashboard, () => logIn(page, seededUsers.member.username, seededUsers.member.password))
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toHaveCount(0)
})
