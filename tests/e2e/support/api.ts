import type { Page } from '@playwright/test'

/** Calls the API from inside the page as the signed-in member (their stored bearer token). */
export async function apiAsMember<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token?: string } | null
      const response = await fetch(path, {
        method,
        headers: {
          ...(stored?.token ? { Authorization: `Bearer ${stored.token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, json: (text ? JSON.parse(text) : null) as T }
    },
    { method, path, body },
  )
}

/** Waits until the service worker controls the page, so offline reloads are answered by it. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // Signing in on the podcast or dashboard site hands the sign-in to the main site in a round trip
  // of full navigations (decision 089): a page may still be on its way back.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      break
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test(String(error))) throw error
      await page.waitForLoadState('load')
    }
  }
  const controlled = () =>
    page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 })
  // A document that arrived while the worker was still activating can miss its clients.claim()
  // (seen once on a busy CI machine); as for a member, the next load of the page is controlled.
  if (
    await controlled().then(
      () => false,
      () => true,
    )
  ) {
    await page.reload()
    await controlled()
  }
  // `ready` and clients.claim() come while the worker is still activating; Firefox sends a
  // navigation then (an offline reload) to the network, not to the worker.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 10_000,
  })
}
