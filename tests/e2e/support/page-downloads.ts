// Playwright's WebDriver BiDi reports no download of a file made in the page (a blob, as the mixdown
// and the CSV are) until that Firefox has downloaded one from the network (seen with Firefox ESR
// 153: the first blob download never arrives as an event). Before such a test waits for one, Firefox
// downloads a small file of the app's once; Chromium needs nothing.
import { expect, type Page } from '@playwright/test'

export async function readyForPageDownloads(page: Page, browserName: string): Promise<void> {
  if (browserName !== 'firefox') return
  const downloading = page.waitForEvent('download')
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/manifest.webmanifest'
    link.download = 'manifest.json'
    document.body.append(link)
    link.click()
    link.remove()
  })
  expect((await downloading).suggestedFilename()).toBe('manifest.json')
}
