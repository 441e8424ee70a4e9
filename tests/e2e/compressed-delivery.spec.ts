// The real build, served by the real server: the compressed copies exist for every file the
// build writes last (vite-plugin-pwa's sw.js too), and a browser gets them. The manifest is each
// host's own, answered by the server (tests/api/site-manifests.test.ts).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { test } from './support/test'

const dist = (file: string) => readFileSync(path.join('dist', file))
const mainScript = () =>
  /<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/.exec(dist('index.html').toString())?.[1]

test('the app shell, the service worker and the main script go out as Brotli', async ({ request }) => {
  const main = mainScript()
  expect(main).toBeDefined()
  const expected = [
    ['/', 'index.html', 'no-cache'],
    // A visitor's first page on the main site, prerendered by the build (decision 074).
    ['/login', 'prerendered/login.html', 'no-cache'],
    ['/scriptlibrary', 'prerendered/scriptlibrary.html', 'no-cache'],
    ['/scripts', 'index.html', 'no-cache'],
    ['/sw.js', 'sw.js', 'no-cache'],
    [`/${main}`, main!, 'public, max-age=31536000, immutable'],
  ] as const
  for (const [url, file, cacheControl] of expected) {
    const res = await request.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } })
    expect(res.status(), url).toBe(200)
    expect(res.headers()['content-encoding'], url).toBe('br')
    expect(res.headers()['vary'], url).toMatch(/accept-encoding/i)
    expect(res.headers()['cache-control'], url).toBe(cacheControl)
    // Playwright decodes the body.
    expect(await res.body(), url).toEqual(dist(file))
  }
})

test('the service worker precaches each file once, never its compressed copies', async ({ request }) => {
  const sw = await (await request.get('/sw.js')).text()
  expect(sw).toContain('"url":"index.html"')
  expect(sw).not.toMatch(/\.(?:br|gz)"/)
})

test('a first visit to /login gets the page, its scripts and styles as Brotli', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const encodings = new Map<string, string | undefined>()
  page.on('response', (response) => {
    if (!['document', 'script', 'stylesheet', 'manifest'].includes(response.request().resourceType())) return
    encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'])
  })
  await page.goto('/login')
  await page.getByLabel('User ID or Email').waitFor()
  await page.waitForLoadState('networkidle')
  expect(encodings.get('/login')).toBeDefined()
  for (const [url, encoding] of encodings) {
    // Files too small to gain from compression have no copy and go out as they are.
    const hasCopy = existsSync(path.join('dist', `${url === '/login' ? 'prerendered/login.html' : url}.br`))
    expect({ url, encoding }).toEqual({ url, encoding: hasCopy ? 'br' : undefined })
  }
  await context.close()
})
