// Reaching a control the way a keyboard-only member does: Tab (or Shift+Tab) until it has focus.
// A control the keyboard cannot reach fails the test after `most` presses.
import { expect, type Locator, type Page } from '@playwright/test'

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus; at most `most` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reached with ${most} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 })
}

/** The element that has focus, as "tag: accessible text", for messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    return element
      ? `${element.tagName.toLowerCase()}: ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}`
      : 'nothing'
  })
}
