// A browser context whose system is in dark mode. Chromium's is emulated per context; Firefox ESR
// does not know WebDriver BiDi's media-feature override (Playwright's patch makes it a no-op), so a
// Firefox of its own is started with web content told the system is dark.
import type { Browser, BrowserContext } from '@playwright/test'
import { firefoxLaunchOptions } from '#tests/support/firefox'

export interface DarkContext {
  context: BrowserContext
  close(): Promise<void>
}

export async function darkModeContext(browser: Browser, browserName: string): Promise<DarkContext> {
  if (browserName !== 'firefox') {
    const context = await browser.newContext({ colorScheme: 'dark' })
    return { context, close: () => context.close() }
  }
  const darkFirefox = await browser
    .browserType()
    .launch(firefoxLaunchOptions({ 'layout.css.prefers-color-scheme.content-override': 0 }))
  return { context: await darkFirefox.newContext(), close: () => darkFirefox.close() }
}
