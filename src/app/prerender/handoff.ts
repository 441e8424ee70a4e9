// A first visit to a prerendered page (/login, /scriptlibrary on the main site; decision 074) arrives
// with the screen's markup already in `#prerendered`, live (scripts/prerender/first-input.ts keeps
// what is typed in it), and the app's own `#root` hidden. The app starts as everywhere else, out of
// sight; the moment its screen shows what the markup shows, the markup goes and `#root` appears, in
// one layout effect, so nothing paints in between and nothing moves. Any other outcome (another
// page, an error, a start that never finishes) hands over too: the markup never outlives the app's
// first screen. Without `#prerendered` (every other page, every visit the service worker answers)
// all of this does nothing.
import { useLayoutEffect } from 'react'

/** Dispatched on `window` when the app's screen replaced the markup (the prerender build waits for it). */
export const screenShownEvent = 'app:screen-shown'
/** The element holding the prerendered markup, and the path it was rendered for (`data-path`). */
export const prerenderedId = 'prerendered'
/** Marks the stylesheet that only the prerendered markup needs. */
export const prerenderedStyleAttribute = 'data-prerendered'
/** The embedded reads the markup was rendered from (JSON, not a script). */
export const prerenderedDataId = 'prerendered-data'

export function prerenderedPath(): string | null {
  return document.getElementById(prerenderedId)?.dataset.path ?? null
}

export function handOffPrerendered(): void {
  document.getElementById(prerenderedId)?.remove()
  document.querySelector(`style[${prerenderedStyleAttribute}]`)?.remove()
  const root = document.getElementById('root')
  if (root?.hidden) root.hidden = false
  window.dispatchEvent(new Event(screenShownEvent))
}

/** Called by a prerendered screen: `shown` once it shows what its markup shows. */
export function useScreenShown(shown = true): void {
  useLayoutEffect(() => {
    if (shown) handOffPrerendered()
  }, [shown])
}
