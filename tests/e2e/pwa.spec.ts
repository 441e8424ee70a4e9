import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { chromiumArgs } from '../support/chromium'
import { waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'

test('after one visit, /scripts reloads offline and still shows the app shell', async ({ page, context }) => {
  await registerNewMember(page)
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Scripts', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Drafts', exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/scripts$/)
  await context.setOffline(false)
})

test('a first visit that moves on while the app installs shows no update notice', async ({ page }) => {
  // The notice is found by its button (the guide quotes its words), at any moment, not only at the end.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Update now')
      if (button) sessionStorage.setItem('e2e-update-notice', 'shown')
    }).observe(document, { subtree: true, childList: true })
  })
  // The service worker installs for seconds (its precache); the member opens another page meanwhile.
  await page.goto('/login')
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined))
    .toBe(true)
  await page.goto('/guide')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { name: 'User Guide', level: 1 })).toBeVisible()
  // Once the first install is activated it has left the waiting slot, where Firefox showed it to
  // the guide's page as a new version (register.ts).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated')
  await expect(page.getByRole('button', { name: 'Update now' })).toHaveCount(0)
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-update-notice'))).toBeNull()
})

/** The manifest the page links has what an install needs: standalone, start URL, colour, icons. */
async function expectCompleteManifest(page: Page): Promise<void> {
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    icons: Array<{ sizes: string; purpose?: string }>
  }
  expect(manifest.display).toBe('standalone')
  expect(manifest.start_url).toBe('/')
  expect(manifest.theme_color).toBe('#00bfff')
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
}

// Installability is not reported in incognito, which every Playwright context is, so this test
// opens a persistent profile in a throw-away folder. Installability is Chromium's own report (a
// DevTools command); desktop Firefox installs no web apps, so there the manifest alone is checked.
test('Chromium reports no installability errors and the manifest is complete', async ({
  baseURL,
  browserName,
  page: projectPage,
}) => {
  if (browserName === 'firefox') {
    await projectPage.goto('/login')
    await expectCompleteManifest(projectPage)
    return
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL,
  })
  try {
    const page = await context.newPage()
    await page.goto('/login')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>
    }
    expect(installabilityErrors).toEqual([])
    await expectCompleteManifest(page)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
