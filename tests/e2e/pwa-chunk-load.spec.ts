// A lazily loaded screen whose chunk cannot be had, in a real browser: the page reloads once, then
// shows the error screen, whose retry imports the chunk again (SPEC §8, §9). The service worker is
// blocked: with it the chunk would come from its precache, and a deploy removes old chunks from the
// precache as well, so a page without one stands for "the chunk is gone".
import { existsSync, readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { test } from './support/test'
import type { Page, Route } from '@playwright/test'
import { chunkLoadTimeoutSetting } from '#app/pwa/lazy-with-reload'
import { e2eServer } from './support/server-settings'

test.use({ serviceWorkers: 'block' })

/** The built chunk of one source file (e.g. `assets/screens-DZshpPm0.js`): its own, from the build's
 *  manifest, or the group chunk that holds it (vite.config.ts), from the chunks' source maps. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string } | undefined
  >
  const own = manifest[source]?.file
  if (own) return own
  const holder = Object.values(manifest).find((chunk) => {
    if (!chunk?.file.endsWith('.js') || !existsSync(`dist/${chunk.file}.map`)) return false
    const map = JSON.parse(readFileSync(`dist/${chunk.file}.map`, 'utf8')) as { sources: string[] }
    return map.sources.some((path) => path.endsWith(`/${source}`))
  })
  if (!holder) throw new Error(`The build has no chunk for ${source}: run \`npm run build\`.`)
  return holder.file
}

/** Counts documents loaded in the page: the first visit, then one per reload. */
function countDocuments(page: Page) {
  const documents = { loaded: 0 }
  page.on('domcontentloaded', () => {
    documents.loaded += 1
  })
  return documents
}

async function expectErrorScreenAfterOneReload(page: Page, documents: { loaded: number }) {
  await expect(page.getByRole('alert')).toHaveText('This part of the app could not be loaded.')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(documents.loaded).toBe(2)
  // sessionStorage outlives a reload, the time origin does not: still equal at the end means
  // this document was never reloaded (no loop, and the retry worked in place).
  await page.evaluate(() => sessionStorage.setItem('e2e-document', String(performance.timeOrigin)))
}

async function expectSameDocument(page: Page, documents: { loaded: number }) {
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-document') === String(performance.timeOrigin))).toBe(
    true,
  )
  expect(documents.loaded).toBe(2)
}

const screens = [
  { kind: "a route's screen", url: '/contact', source: 'src/app/contact/contact-screen.tsx', heading: 'Contact Us' },
  {
    kind: 'a screen chosen at render time',
    url: `${e2eServer.variantURL('podcast')}/history`,
    source: 'src/app/listening/podcast-history-screen.tsx',
    heading: 'Podcast history',
  },
]

for (const screen of screens) {
  test(`${screen.kind} whose chunk fails reloads the page once, then shows the error screen, whose retry loads it`, async ({
    page,
    browserName,
  }) => {
    const file = chunkOf(screen.source)
    const chunk = `**/${file}`
    await page.route(chunk, (route) => route.abort())
    const documents = countDocuments(page)

    await page.goto(screen.url)
    await expectErrorScreenAfterOneReload(page, documents)

    // A retry that fails again shows the error screen again, without reloading.
    const failedAgain = page.waitForEvent('requestfailed', (request) => request.url().endsWith(file))
    await page.getByRole('button', { name: 'Try again' }).click()
    await failedAgain
    await expect(page.getByRole('alert')).toHaveText('This part of the app could not be loaded.')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled()

    await page.unroute(chunk)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible()
    if (browserName === 'firefox') {
      // Not in place in Firefox: it keeps a module whose fetch failed as failed for the document's
      // life (HTML's module map), so the retry, finding the chunk on the server, reloads once.
      expect(documents.loaded).toBe(3)
      return
    }
    await expectSameDocument(page, documents)
  })
}

test('a chunk that never arrives fails at the time-out, reloads once, then shows the error screen', async ({
  page,
}) => {
  // The time-out is 120 s; the setting shortens it for this browser only.
  await page.addInitScript((key) => localStorage.setItem(key, '1500'), chunkLoadTimeoutSetting)
  const chunk = `**/${chunkOf('src/app/contact/contact-screen.tsx')}`
  const held: Route[] = []
  await page.route(chunk, (route) => {
    held.push(route)
  })
  const documents = countDocuments(page)

  await page.goto('/contact')
  await expectErrorScreenAfterOneReload(page, documents)

  // The network answers at last (the first document's request went with that document).
  await page.unroute(chunk)
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible()
  await expectSameDocument(page, documents)
})
