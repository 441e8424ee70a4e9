// The readable pages (/guide, /about with its terms, /faq) as a reader gets them: reached from
// Register's "Terms of Service" link, read online, then read again with no network (answered by the
// service worker, the guide's pictures from its precache), in the main and the podcast site, and
// legible with the system in dark mode.
import { expect, type Locator } from '@playwright/test'
import { test } from './support/test'
import { guidePictureNames } from '#app/info/guide-pictures'
import { waitForServiceWorker } from './support/api'
import { darkModeContext } from './support/dark-mode'
import { e2eServer } from './support/server-settings'

const pages = [
  { path: '/guide', heading: 'User Guide', text: 'Recording never needs the network.' },
  {
    path: '/about',
    heading: 'About',
    text: 'Your drafts, scripts, recordings, episodes and other content belong to you',
  },
  { path: '/faq', heading: 'FAQ', text: 'Does the app work without an internet connection?' },
] as const

test('Register’s “Terms of Service” link opens About at the terms', async ({ page, context }) => {
  await page.goto('/register')
  const opened = context.waitForEvent('page')
  await page.getByRole('link', { name: 'Terms of Service' }).click()
  const terms = await opened
  await expect(terms).toHaveURL(/\/about#terms$/)
  await expect(terms.getByRole('heading', { name: 'Terms of Service', level: 2 })).toBeInViewport()
  await expect(terms.getByRole('heading', { name: '2. What you make stays yours' })).toBeVisible()
})

for (const site of [
  { name: 'main site', origin: e2eServer.baseURL },
  { name: 'podcast site', origin: e2eServer.variantURL('podcast') },
]) {
  test(`the ${site.name}: the pages read online, then offline with every picture of the guide, and legibly in dark mode`, async ({
    browser,
    browserName,
  }) => {
    const dark = await darkModeContext(browser, browserName)
    const { context } = dark
    const page = await context.newPage()
    await page.goto(`${site.origin}/guide`)
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), 'the system is dark').toBe(
      true,
    )
    await waitForServiceWorker(page)
    for (const info of pages) {
      await page.goto(`${site.origin}${info.path}`)
      await expect(page.getByRole('heading', { name: info.heading, level: 1 })).toBeVisible()
      await expect(page.getByText(info.text)).toBeVisible()
    }

    await context.setOffline(true)
    for (const info of pages) {
      await page.goto(`${site.origin}${info.path}`)
      await expect(page.getByRole('heading', { name: info.heading, level: 1 })).toBeVisible()
      await expect(page.getByText(info.text)).toBeVisible()
      await expectLegible(page.getByRole('heading', { name: info.heading, level: 1 }))
      await expectLegible(page.getByText(info.text))
    }

    await page.goto(`${site.origin}/guide`)
    await expect(page.getByRole('img')).toHaveCount(guidePictureNames.length)
    for (const picture of await page.getByRole('img').all()) {
      await picture.scrollIntoViewIfNeeded()
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          message: 'a loaded picture',
        })
        .toBeGreaterThan(0)
    }
    await expectLegible(page.getByRole('figure').first().locator('figcaption'))
    await dark.close()
  })
}

/** WCAG's contrast ratio of the element's text against what is behind it is at least 4.5:1. */
async function expectLegible(text: Locator): Promise<void> {
  const [foreground, background] = await text.evaluate((element) => {
    // Computed colours come in several notations (rgb, oklch, color-mix…): a canvas turns any into RGB.
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const paint = canvas.getContext('2d', { willReadFrequently: true })!
    const rgba = (colour: string) => {
      paint.clearRect(0, 0, 1, 1)
      paint.fillStyle = colour
      paint.fillRect(0, 0, 1, 1)
      return [...paint.getImageData(0, 0, 1, 1).data]
    }
    let behind: Element | null = element
    let backdrop = rgba('transparent')
    while (behind && backdrop[3] === 0) {
      backdrop = rgba(getComputedStyle(behind).backgroundColor)
      behind = behind.parentElement
    }
    return [
      rgba(getComputedStyle(element).color),
      backdrop[3] === 0 ? rgba(getComputedStyle(document.documentElement).backgroundColor || 'white') : backdrop,
    ]
  })
  const ratio = contrast(foreground!, background!)
  expect(
    ratio,
    `text rgb(${foreground!.slice(0, 3).join(', ')}) on rgb(${background!.slice(0, 3).join(', ')})`,
  ).toBeGreaterThanOrEqual(4.5)
}

function contrast(a: number[], b: number[]): number {
  const luminance = ([r, g, bl]: number[]) =>
    [r!, g!, bl!]
      .map((channel) => {
        const c = channel / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0)
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}
