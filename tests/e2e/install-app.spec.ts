// "Install the app" in the menu (issue 33 point 3): the browser's own prompt where it offers one
// (Chromium's beforeinstallprompt), else the steps of the browser the member uses.
import { devices, expect } from '@playwright/test'
import { test } from './support/test'
import { logInAs, openMenu } from './support/login-dialog'
import { seededUsers } from './support/users'

test('where the browser offers no prompt, the menu shows how to install from its menu', async ({ page }) => {
  await logInAs(page, seededUsers.member)
  await openMenu(page)
  await page.getByRole('menuitem', { name: 'Install the app' }).click()
  const dialog = page.getByRole('dialog', { name: 'Install the app' })
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Open your browser’s menu (⋮ or ☰).',
    'Choose “Install app” or “Add to Home screen”.',
    'Confirm: the app opens from your home screen or app list, and works offline.',
  ])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
})

test('on an iPhone, the menu shows Safari’s Add to Home Screen steps', async ({ browser }) => {
  const { userAgent, viewport } = devices['iPhone 13']
  const context = await browser.newContext({ userAgent, viewport })
  try {
    const page = await context.newPage()
    await logInAs(page, seededUsers.member)
    await openMenu(page)
    await page.getByRole('menuitem', { name: 'Install the app' }).click()
    await expect(page.getByRole('dialog', { name: 'Install the app' })).toContainText(
      'Scroll down and tap “Add to Home Screen”, then “Add”.',
    )
  } finally {
    await context.close()
  }
})

test('where the browser offers to install, the menu item opens the browser’s own prompt', async ({ page }) => {
  await logInAs(page, seededUsers.member)
  // The browser's offer, as Chromium sends it once the site is installable: an event with prompt().
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(offer, {
      prompt: async () => sessionStorage.setItem('e2e-install-prompted', 'yes'),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
  await openMenu(page)
  await page.getByRole('menuitem', { name: 'Install the app' }).click()
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-install-prompted'))).toBe('yes')
  await expect(page.getByRole('dialog', { name: 'Install the app' })).toHaveCount(0)
})
