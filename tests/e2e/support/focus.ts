// Visible focus: Tab through a screen from the top and read, for each element that takes the focus,
// the style the browser gives it then. An outline (any style but none, wider than 0, not
// transparent) or a box shadow counts as a focus indicator; `:focus-visible` must match, as it
// does for a keyboard user. Stops when the focus comes round again or leaves the page.
import { expect, type Page } from '@playwright/test'

interface FocusStop {
  element: string
  /** The focus came back to an element reached before. */
  again: boolean
  focusVisible: boolean
  indicator: string | null
}

/** What the focused element shows, or null when the focus is on the page itself. */
function readFocus(): FocusStop | null {
  const element = document.activeElement
  if (!element || element === document.body || element === document.documentElement) return null
  const again = element.hasAttribute('data-focus-check')
  element.setAttribute('data-focus-check', '')
  const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour)
  const style = getComputedStyle(element)
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)
  const shadow = style.boxShadow !== 'none' && style.boxShadow !== ''
  const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30)
  const id = element.id ? `#${element.id}` : ''
  return {
    again,
    element: `${element.tagName.toLowerCase()}${id}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`,
    focusVisible: element.matches(':focus-visible'),
    indicator: outline ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : shadow ? `box-shadow ${style.boxShadow}` : null,
  }
}

/** Tabs through every focusable element of the screen shown (at most `limit`); each must show a focus indicator. */
export async function checkVisibleFocus(page: Page, screen: string, limit = 80): Promise<number> {
  await page.locator('body').evaluate((body) => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    body.focus()
  })
  const seen: string[] = []
  const missing: string[] = []
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(readFocus)
    if (!stop || stop.again) break
    seen.push(stop.element)
    if (!stop.focusVisible || !stop.indicator) missing.push(`${stop.element}${stop.focusVisible ? '' : ' (not :focus-visible)'}`)
  }
  await page.evaluate(() => document.querySelectorAll('[data-focus-check]').forEach((element) => element.removeAttribute('data-focus-check')))
  expect.soft(missing, `elements without a visible focus indicator on ${screen} (of ${seen.length} reached by Tab)`).toEqual([])
  expect.soft(seen.length, `Tab reaches something on ${screen}`).toBeGreaterThan(0)
  return seen.length
}
