import type { Page } from '@playwright/test'

/** The phone profile of issue 34: 150 ms latency, 1.6 Mbps down, 750 kbps up, the CPU slowed 4×
 *  (Chromium's DevTools protocol, as Lighthouse's mobile profile does). */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}
