// A visitor's first /login and /scriptlibrary arrive prerendered (decision 074). What the HTML
// shows before any script runs must be what the app's own screen shows once it takes over: the
// same texts, the same labels, in the same places, with nothing shifting. This fails when the
// screens change and the prerender does not follow (the build renders the screens themselves, so
// only what differs between the build and a browser can part them: the data, the visitor, the CSS).
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { podcastURL } from './support/podcast'

interface Snapshot {
  text: string
  /** Accessible names the page gives in attributes (aria-label, placeholder, alt) and label texts. */
  labels: string[]
  /** Where each heading, label, field, button, link and list item is drawn. */
  boxes: string[]
}

/** Reads the page inside `selector` (the prerendered markup, or the app's root). */
function snapshot(page: Page, selector: string): Promise<Snapshot> {
  return page.locator(selector).evaluate((container) => {
    const labels = [...container.querySelectorAll('[aria-label], [placeholder], [alt], label')].map(
      (element) =>
        `${element.tagName}:${element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.getAttribute('alt') ?? element.textContent}`,
    )
    const boxes = [...container.querySelectorAll('h1, h2, h3, p, label, input, select, button, a, li')].map(
      (element) => {
        const box = element.getBoundingClientRect()
        return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${(element.textContent ?? '').slice(0, 30)}`
      },
    )
    return { text: (container as HTMLElement).innerText, labels, boxes }
  })
}

for (const path of ['/login', '/scriptlibrary']) {
  test(`${path}: the prerendered page shows what the app's screen then shows, where it shows it, and nothing moves`, async ({
    browser,
    baseURL,
  }) => {
    const viewport = { width: 412, height: 823 }
    const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport })
    // Playwright's WebDriver BiDi (Firefox) ignores javaScriptEnabled: the app's scripts would start
    // and take the page over while it is read. Kept from arriving, they cannot, in any engine.
    await withoutScript.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => route.abort(),
    )
    const still = await withoutScript.newPage()
    await still.goto(`${baseURL}${path}`)
    await expect(still.locator('#prerendered')).toHaveAttribute('data-path', path)
    const prerendered = await snapshot(still, '#prerendered')
    await withoutScript.close()

    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${baseURL}${path}`)
    await expect(page.locator('#prerendered')).toHaveCount(0)
    await expect(page.locator('#root')).not.toHaveAttribute('hidden')
    await expect(page.locator('style[data-prerendered]')).toHaveCount(0)
    const live = await snapshot(page, '#root')
    // The prerendered page is the app's, rendered by the build: texts and labels the same to the letter.
    expect(live.text).toBe(prerendered.text)
    expect(live.labels).toEqual(prerendered.labels)
    expect(live.boxes).toEqual(prerendered.boxes)
    // Firefox reports no layout shifts (no Layout Instability API): there the boxes above are what
    // shows that nothing moved.
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    )
    expect(shifted).toBeLessThan(0.01)
    await context.close()
  })
}

test('the app is usable once it has taken over: the login form takes input and the first field has focus', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.locator('#prerendered')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'User ID or Email' })).toBeFocused()
  await page.getByRole('textbox', { name: 'User ID or Email' }).fill('someone')
  await expect(page.getByRole('textbox', { name: 'User ID or Email' })).toHaveValue('someone')
})

test('the podcast site gets no prerendered login: that page is the main site’s', async ({ page }) => {
  await page.goto(`${podcastURL}/login`)
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()
  await expect(page.locator('#prerendered')).toHaveCount(0)
  await expect(page.locator('#root')).not.toHaveAttribute('hidden')
})
