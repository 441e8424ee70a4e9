// Whether the page is on its way out. Firefox cancels a page's pending and new loads, a lazy chunk
// among them, as soon as a navigation away starts, before the next page arrives: a load that fails
// then was cut by the browser, not missing from the server, and reloading for it would cancel the
// member's own navigation. A leave that did not happen (the member stayed at the browser's
// question, or the address was a download) ends with their next key or click, or a page shown again.
let leaving = false

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true
  })
  for (const type of ['pointerdown', 'keydown', 'pageshow']) {
    const stayed = () => {
      leaving = false
    }
    window.addEventListener(type, stayed, { capture: true })
  }
}

export function isPageLeaving(): boolean {
  return leaving
}
