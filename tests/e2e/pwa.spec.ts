import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { chromiumArgs } from '../support/chromium'
import { waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'
import { e2eServer } from './support/server-settings'

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

test('a new version is offered, not forced: the notice, then Update now reloads into it', async ({ page }) => {
  await page.goto('/login')
  await waitForServiceWorker(page)
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
  expect(firstWorker).toMatch(/\/sw\.js$/)
  await expect(page.getByRole('button', { name: 'Update now' })).toHaveCount(0)

  // The next build's worker: another byte makes it a new version for the browser's update check
  // (which Playwright's routing does not see), served by the server from dist/ for this test only.
  const worker = path.resolve('dist/sw.js')
  const built = new Map(['', '.br', '.gz'].map((ext) => [worker + ext, readFileSync(worker + ext)]))
  try {
    writeFileSync(worker, `${built.get(worker)?.toString()}\n// the next build\n`)
    rmSync(`${worker}.br`)
    rmSync(`${worker}.gz`)
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
  } finally {
    for (const [file, bytes] of built) writeFileSync(file, bytes)
  }
  await expect(page.getByText('A new version is available.')).toBeVisible()
  const waitingBefore = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
  )
  expect(waitingBefore).toBe('installed')

  await page.getByRole('button', { name: 'Update now' }).click()
  await page.waitForEvent('load')
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
    .toBeNull()
  await expect(page.getByRole('button', { name: 'Update now' })).toHaveCount(0)
})

/** The manifest the page links has what an install needs: standalone, start URL, colour, icons. */
interface Site {
  origin: string
  /** A page of the site that shows without signing in. */
  path: string
  name: string
  themeColor: string
  iconFolder: string
}

/** Each host installs as itself (issue 33): its own manifest, browser chrome colour and icons. */
const sites = (baseURL: string): Site[] => [
  { origin: baseURL, path: '/login', name: 'Voice Acting Studio', themeColor: '#00bfff', iconFolder: '/icons/' },
  {
    origin: e2eServer.variantURL('podcast'),
    path: '/login',
    name: 'Voice Acting Podcasts',
    themeColor: '#FF01CD',
    iconFolder: '/icons/podcast/',
  },
  {
    origin: e2eServer.variantURL('dashboard'),
    path: '/',
    name: 'Voice Acting Metrics',
    themeColor: '#BA58E9',
    iconFolder: '/icons/dashboard/',
  },
]

/** A file as the page fetches it (Node does not resolve the sites' `*.localhost` hosts; Chromium does). */
function fetchInPage(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const answer = await fetch(address)
    const bytes = await answer.arrayBuffer()
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
    return {
      contentType: answer.headers.get('content-type') ?? '',
      text: new TextDecoder().decode(bytes),
      sha256: digest.map((byte) => byte.toString(16).padStart(2, '0')).join(''),
    }
  }, url)
}

async function expectCompleteManifest(page: Page, site: Site): Promise<void> {
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = JSON.parse((await fetchInPage(page, manifestHref ?? '')).text) as {
    name: string
    short_name: string
    start_url: string
    scope: string
    display: string
    theme_color: string
    icons: Array<{ src: string; sizes: string; purpose?: string }>
  }
  expect(manifest.name).toBe(site.name)
  expect(manifest.display).toBe('standalone')
  expect(manifest.start_url).toBe('/')
  expect(manifest.scope).toBe('/')
  expect(manifest.theme_color).toBe(site.themeColor)
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(site.iconFolder)).toBe(true)
    expect((await fetchInPage(page, icon.src)).contentType).toBe('image/png')
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', site.themeColor)
  // The page's icons (iOS takes the apple-touch-icon when added to the home screen) are the site's.
  for (const [rel, file] of [
    ['icon', 'icon-192.png'],
    ['apple-touch-icon', 'apple-touch-icon.png'],
  ] as const) {
    const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href')
    const shown = await fetchInPage(page, href ?? '')
    const own = await fetchInPage(page, `${site.iconFolder}${file}`)
    expect([shown.contentType, shown.sha256], `${site.origin} ${rel}`).toEqual(['image/png', own.sha256])
  }
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
    for (const site of sites(baseURL ?? '')) {
      await projectPage.goto(`${site.origin}${site.path}`)
      await expectCompleteManifest(projectPage, site)
    }
    return
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL,
  })
  try {
    for (const site of sites(baseURL ?? '')) {
      const page = await context.newPage()
      await page.goto(`${site.origin}${site.path}`)
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>
      }
      expect(installabilityErrors, site.origin).toEqual([])
      await expectCompleteManifest(page, site)
      await page.close()
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
