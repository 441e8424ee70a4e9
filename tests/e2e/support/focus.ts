// Visible focus: Tab through a screen from the top and read, for each element that takes the focus,
// the style the browser gives it then. An outline (any style but none, wider than 0, not
// transparent) or a box shadow counts as a focus indicator; `:focus-visible` must match, as it
// does for a keyboard user. Stops when the focus comes round again or reaches the end of the page.
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
  if (
    !element ||
    element === document.body ||
    element === document.documentElement ||
    element.getAttribute('data-focus-stop') === 'end'
  )
    return null
  const again = element.hasAttribute('data-focus-check')
  element.setAttribute('data-focus-check', '')
  const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour)
  const style = getComputedStyle(element)
  const outline =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)
  const shadow = style.boxShadow !== 'none' && style.boxShadow !== ''
  const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30)
  const id = element.id ? `#${element.id}` : ''
  return {
    again,
    element: `${element.tagName.toLowerCase()}${id}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`,
    focusVisible: element.matches(':focus-visible'),
    indicator: outline
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : shadow
        ? `box-shadow ${style.boxShadow}`
        : null,
  }
}

/** Puts the focus on a placeholder at the top of the body, so the next Tab goes to the first
 *  focusable element (blurring alone leaves the starting point where the focus was), and a last
 *  stop after everything else, so the focus never leaves the page for the browser's own controls:
 *  Firefox brings it back by Tab without :focus-visible, and the next screen's check would fail. */
async function placeStops(page: Page): Promise<void> {
  await page.evaluate(() => {
    const stop = (where: 'start' | 'end', tabIndex: number) => {
      const element = document.createElement('div')
      element.tabIndex = tabIndex
      element.setAttribute('data-focus-stop', where)
      return element
    }
    const start = stop('start', -1)
    document.body.prepend(start)
    document.body.append(stop('end', 0))
    start.focus()
  })
}

/** Tabs through every focusable element of the screen shown (at most `limit`); each must show a focus indicator. */
export async function checkVisibleFocus(page: Page, screen: string, limit = 80): Promise<number> {
  await placeStops(page)
  const seen: string[] = []
  const missing: string[] = []
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(readFocus)
    if (!stop || stop.again) break
    seen.push(stop.element)
    if (!stop.focusVisible || !stop.indicator)
      missing.push(`${stop.element}${stop.focusVisible ? '' : ' (not :focus-visible)'}`)
  }
  await page.evaluate(() => {
    document.querySelectorAll('[data-focus-stop]').forEach((element) => element.remove())
    document.querySelectorAll('[data-focus-check]').forEach((element) => element.removeAttribute('data-focus-check'))
  })
  expect
    .soft(missing, `elements without a visible focus indicator on ${screen} (of ${seen.length} reached by Tab)`)
    .toEqual([])
  expect.soft(seen.length, `Tab reaches something on ${screen}`).toBeGreaterThan(0)
  return seen.length
}
