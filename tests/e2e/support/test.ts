// Playwright's `test` with one automatic fixture, for every spec: the browser contexts a test opens
// itself (`browser.newContext()`: a second device, a second member, a signed-in page) are closed
// when it ends. They outlived it before, in the worker's one browser, each still polling the server
// (notifications, classes, the activity log): by the second half of a Firefox run some forty were
// open, and a draft's save took 36 s to leave a page.
import { test as base } from '@playwright/test'
import { e2eServer } from './server-settings'

export const test = base.extend<{ closeOwnContexts: void }>({
  // This worker's own server (support/server-settings.ts).
  baseURL: e2eServer.baseURL,
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use()
      const opened = browser.contexts().filter((context) => !before.has(context))
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)))
    },
    { auto: true },
  ],
})
