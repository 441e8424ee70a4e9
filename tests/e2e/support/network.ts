import type { BrowserContext } from '@playwright/test'

/** Above every screen while offline (ui/offline-banner.tsx). */
export const offlineBanner = 'You are offline. Recording, writing and what this device saved still work.'

/** Ends `context.setOffline(true)`. Firefox's WebDriver BiDi network emulation does not tell a page
 *  loaded while offline that the network is back (navigator.onLine turns true, no 'online' event),
 *  which a member's Firefox does; there the switch is thrown once more, and that the page hears. */
export async function goBackOnline(context: BrowserContext, browserName: string): Promise<void> {
  await context.setOffline(false)
  if (browserName !== 'firefox') return
  await context.setOffline(true)
  await context.setOffline(false)
}
