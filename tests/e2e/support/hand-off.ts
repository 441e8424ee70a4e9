// A sign-in made on the podcast or dashboard site is handed to the main site by full navigations
// (src/app/hand-off/site-session.ts) that bring the member back to the page they were on. A test
// that acts on the page sooner acts on a page about to leave ("execution context was destroyed",
// an axe scan of a half-gone page).
import type { Page, Request } from '@playwright/test'
import { handOffPages } from '#shared/site-origins'

/** Runs `signIn` on a page of the site at `origin`, and waits until the hand-off's last redirect has
 *  brought a page of that site back and it has loaded. */
export async function signInWithHandOff(page: Page, origin: string, signIn: () => Promise<void>): Promise<void> {
  let cameBack = false
  const onRequest = (request: Request) => {
    if (
      request.isNavigationRequest() &&
      request.url().startsWith(`${origin}/`) &&
      request.redirectedFrom()?.url().includes(handOffPages.accept) === true
    )
      cameBack = true
  }
  page.on('request', onRequest)
  const loadedAfterHandOff = page.waitForEvent('load', { predicate: () => cameBack, timeout: 15_000 })
  try {
    await signIn()
    await loadedAfterHandOff
  } finally {
    page.off('request', onRequest)
  }
}
