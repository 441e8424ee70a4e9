// Opening a screen and waiting until it shows its content (not its loading state), for checks
// that read the whole page (axe, focus).
import { expect, type Locator, type Page } from '@playwright/test'

const spinners = (page: Page) => page.locator('.chakra-spinner, .plain-spinner')

/** Waits for the screen's content: `ready` when given, else its level-1 heading; no spinner; and
 *  the app's own screen, not a prerendered page's inert markup (which axe reads as hidden). */
export async function waitForScreen(page: Page, ready?: Locator): Promise<void> {
  await expect(ready ?? page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(spinners(page)).toHaveCount(0)
  await expect(page.locator('#prerendered')).toHaveCount(0)
}

export async function openScreen(page: Page, url: string, ready?: Locator): Promise<void> {
  await page.goto(url)
  await waitForScreen(page, ready)
}
