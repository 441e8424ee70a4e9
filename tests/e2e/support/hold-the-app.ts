import type { Page } from '@playwright/test'

/** Holds the app's entry chunk, as a slow phone network would, until the returned function is called. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
