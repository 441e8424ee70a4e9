// The start on a slow phone (issue 34 point 2): a page that is not prerendered shows the site's
// icon from its first paint, before any script has arrived, and gives way to the app's first screen.
// The splash hides nothing from assistive technology and takes no click.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { holdTheApp } from './support/hold-the-app'

test('the site’s icon shows while the app is on its way, and goes when the first screen shows', async ({ page }) => {
  const release = await holdTheApp(page)
  await page.goto('/register', { waitUntil: 'commit' })
  const splash = page.locator('#splash')
  await expect(splash.locator('img')).toBeVisible()
  await expect(splash).toHaveAttribute('aria-hidden', 'true')
  // Laid out (visible) from its width and height before its bytes have arrived: wait for those.
  await expect.poll(() => splash.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512)

  release()
  await expect(page.getByRole('button', { name: 'Agree and Join' })).toBeVisible()
  await expect(splash).toBeHidden()
  await page.getByLabel('Email').fill('splash@example.test')
  await expect(page.getByLabel('Email')).toHaveValue('splash@example.test')
})
